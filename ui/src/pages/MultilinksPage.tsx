/**
 * Multilinks (docs/links.md#lists): the list with its preview and editor dialogs;
 * `/admin/multilinks/preview/{id}` opens that multilink's preview over the list.
 * Multilinks are for admins; an influencer who reaches the page sees the list without the
 * create button and the server answers their calls with 403.
 */
import { MultilinksArea } from '../features/multilinks/components/MultilinksArea';
import type { PageComponentProps } from '../lib/pageTypes';

export function MultilinksPage({ props }: PageComponentProps) {
  if (!props.user) return null; // the server sends signed-out visitors to login
  return <MultilinksArea user={props.user} path={props.path} query={props.query} />;
}
