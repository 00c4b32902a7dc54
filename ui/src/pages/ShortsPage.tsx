/**
 * Shorts (spec 2 §2 "Shorts page"): the shorts list with its editor and preview dialogs; paths
 * as on the links page, under `/admin/shorts`.
 */
import { LinksArea } from '../features/links/components/LinksArea';
import { parseContentPath } from '../features/links/contentRoute';
import { RoutedLinkPreview } from '../features/linkPreview/RoutedLinkPreview';
import type { PageComponentProps } from '../app/pageTypes';

export function ShortsPage({ props }: PageComponentProps) {
  if (!props.user) return null; // the server sends signed-out visitors to login
  return (
    <LinksArea
      kind="SHORT"
      user={props.user}
      route={parseContentPath(props.path)}
      query={props.query}
      renderPreview={(id) => <RoutedLinkPreview kind="SHORT" linkId={id} />}
    />
  );
}
