/**
 * Loads the link a preview shows. A load failure sends the user back to the list,
 * so `onFailure` is called instead of showing an error here (docs/links.md#previews).
 */
import type { LinkOut } from '../../../generated/LinkOut';
import { fetchLink } from '../../../domain/links/api/links';
import { useResource } from '../../../hooks/useResource';

export function useLink(linkId: string, onFailure: () => void): LinkOut | null {
  return useResource(linkId, fetchLink, (error) => {
    console.error('Loading the link failed', error);
    onFailure();
  });
}
