/**
 * Loads the link a preview shows. Spec 2 §8: a load failure sends the user back to the list,
 * so `onFailure` is called instead of showing an error here.
 */
import { useEffect, useRef, useState } from 'react';
import type { LinkOut } from '../../../lib/links/types';
import { fetchLink } from '../../links/api/links';

export function useLink(linkId: string, onFailure: () => void): LinkOut | null {
  const [link, setLink] = useState<LinkOut | null>(null);
  const failure = useRef(onFailure);
  failure.current = onFailure;

  useEffect(() => {
    const controller = new AbortController();
    setLink(null);
    fetchLink(linkId, controller.signal)
      .then(setLink)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Loading the link failed', error);
        failure.current();
      });
    return () => controller.abort();
  }, [linkId]);

  return link;
}
