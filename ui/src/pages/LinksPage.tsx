/**
 * Links (spec 2 §2 "Links page"): the looks list with its editor dialogs; `/admin/links/edit/{id}`
 * opens the editor over the list. The preview at `/admin/links/preview/{id}` is composed here
 * once the preview feature lands (LinksArea's `renderPreview`).
 */
import { LinksArea } from '../features/links/components/LinksArea';
import { parseContentPath } from '../features/links/contentRoute';
import type { PageComponentProps } from '../app/pageTypes';

export function LinksPage({ props }: PageComponentProps) {
  if (!props.user) return null; // the server sends signed-out visitors to login
  return <LinksArea kind="LOOK" user={props.user} route={parseContentPath(props.path)} query={props.query} />;
}
