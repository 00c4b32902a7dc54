/**
 * The hidden file input behind an "add image" button: images only unless the caller widens
 * `accept` (the magic store takes videos too), out of the tab order (the visible button is what
 * people use), and cleared after each pick so the same file can be picked again. The caller
 * opens it with `ref.current.click()`.
 */
import type { Ref } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../../theme/mixins';

interface Props {
  ref: Ref<HTMLInputElement>;
  onPick: (file: File | null) => void;
  /** The types offered (any image unless a field narrows it: the logo's JPEG, PNG and WebP). */
  accept?: string;
  /**
   * Opens a phone's camera (`environment`: the back one, `user`: the front one) instead of its
   * file list; desktop browsers ignore it. A picker that offers the camera keeps an input without
   * it as well, so the gallery stays reachable.
   */
  capture?: 'environment' | 'user';
  /** Markers the browser tests find the input by (`data-magic-file`). */
  [marker: `data-${string}`]: string;
}

export function ImageFileInput({ ref, onPick, accept = 'image/*', capture, ...markers }: Props) {
  return (
    <HiddenInput
      ref={ref}
      type="file"
      accept={accept}
      capture={capture}
      tabIndex={-1}
      aria-hidden="true"
      {...markers}
      onChange={(event) => {
        const file = event.target.files?.[0] ?? null;
        event.target.value = '';
        onPick(file);
      }}
    />
  );
}

const HiddenInput = styled.input`
  ${visuallyHidden}
`;
