/**
 * The links and shorts pages (docs/links.md#lists): the list of one link type with its editor
 * dialogs; `/admin/{links|shorts}/edit/{id}` opens the editor over the list, and
 * `/admin/{links|shorts}/preview/{id}` the link preview over it (`?multilink={id}` when opened
 * from a multilink preview, which its Back returns to). The look editor's and the look preview's
 * phone preview draw the public instant store page, handed to them here: features do not import
 * one another.
 */
import type { PageComponentProps } from '../lib/pageTypes';
import { LinksArea } from '../features/links/components/LinksArea';
import { parseContentPath } from '../domain/links/contentRoute';
import { RoutedLinkPreview } from '../features/linkPreview/RoutedLinkPreview';
import { InstantStorePage } from '../features/instantStore/InstantStorePage';
import type { LinkType } from '../domain/links/types';

export function LinkContentPage({ kind, props }: PageComponentProps & { kind: LinkType }) {
  if (!props.user) return null; // the server sends signed-out visitors to login
  return (
    <LinksArea
      kind={kind}
      user={props.user}
      route={parseContentPath(props.path)}
      query={props.query}
      renderPreview={(id) => <RoutedLinkPreview kind={kind} linkId={id} query={props.query} storePage={InstantStorePage} />}
      storePage={InstantStorePage}
    />
  );
}
