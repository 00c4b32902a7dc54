/**
 * Multilinks (docs/links.md#lists): the list with its preview and editor dialogs;
 * `/admin/multilinks/preview/{id}` opens that multilink's preview over the list.
 * Multilinks are the merchant's; an influencer who reaches the page is told that only the
 * merchant creates and manages them (the server answers their calls with 403 anyway).
 */
import { MultilinksArea } from '../features/multilinks/components/MultilinksArea';
import type { PageComponentProps } from '../lib/pageTypes';

export function MultilinksPage({ props }: PageComponentProps) {
  if (!props.user) return null; // the server sends signed-out visitors to login
  return <MultilinksArea user={props.user} path={props.path} query={props.query} />;
}
