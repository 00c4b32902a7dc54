/**
 * The link preview as the links and shorts pages show it at `/{list}/preview/{id}`: back and a
 * finished delete return to the list (fresh, so a deleted item is gone), and Edit goes to the
 * item's edit path, where the list page opens its editor. Like every dialog it opens after
 * mount, never in the server markup.
 */
import { useEffect, useState } from 'react';
import { navigateTo } from '../../lib/navigate';
import type { LinkType } from '../../lib/links/types';
import { editPath, listPath } from '../links/contentRoute';
import { LinkPreview } from './LinkPreview';

interface Props {
  kind: LinkType;
  linkId: string;
}

export function RoutedLinkPreview({ kind, linkId }: Props) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  const toList = () => navigateTo(listPath(kind));
  return (
    <LinkPreview
      linkId={linkId}
      kind={kind}
      onBack={toList}
      onEdit={() => navigateTo(editPath(kind, linkId))}
      onDeleted={toList}
    />
  );
}
