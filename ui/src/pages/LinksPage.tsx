/**
 * Links (spec 2 §2 "Links page"): the looks list with its editor dialogs; `/admin/links/edit/{id}`
 * opens the editor over the list, and `/admin/links/preview/{id}` the link preview over it.
 */
import { LinksArea } from '../features/links/components/LinksArea';
import { parseContentPath } from '../features/links/contentRoute';
import { RoutedLinkPreview } from '../features/linkPreview/RoutedLinkPreview';
import type { PageComponentProps } from '../app/pageTypes';

export function LinksPage({ props }: PageComponentProps) {
  if (!props.user) return null; // the server sends signed-out visitors to login
  return (
    <LinksArea
      kind="LOOK"
      user={props.user}
      route={parseContentPath(props.path)}
      query={props.query}
      renderPreview={(id) => <RoutedLinkPreview kind="LOOK" linkId={id} />}
    />
  );
}
