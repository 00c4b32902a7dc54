/**
 * The link preview as the links and shorts pages show it at `/{list}/preview/{id}`: back and a
 * finished delete return to where the preview was opened from (the multilink preview when its
 * query names one, domain/links/previewOrigin.ts; else the list, fresh, so a deleted item is gone), and
 * Edit goes to the item's edit path, where the list page opens its editor. Like every dialog it
 * opens after mount, never in the server markup.
 */
import { useEffect, useState } from 'react';
import { previewBackPath } from '../../domain/links/previewOrigin';
import { navigateTo } from '../../lib/navigate';
import type { LinkType } from '../../domain/links/types';
import type { PageComponent } from '../../lib/pageTypes';
import { editPath, listPath } from '../../domain/links/contentRoute';
import { LinkPreview } from './LinkPreview';

interface Props {
  kind: LinkType;
  linkId: string;
  /** The page's raw query: `multilink={id}` when opened from that multilink's preview. */
  query: string;
  /** The public instant store page's component, for a look's phone preview. */
  storePage: PageComponent;
}

export function RoutedLinkPreview({ kind, linkId, query, storePage }: Props) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  const goBack = () => navigateTo(previewBackPath(query, listPath(kind)));
  return (
    <LinkPreview
      linkId={linkId}
      kind={kind}
      onBack={goBack}
      onEdit={() => navigateTo(editPath(kind, linkId))}
      onDeleted={goBack}
      storePage={storePage}
    />
  );
}
