/**
 * The hidden file input behind an "add image" button: images only, out of the tab order (the
 * visible button is what people use), and cleared after each pick so the same file can be
 * picked again. The caller opens it with `ref.current.click()`.
 */
import type { Ref } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../../theme/mixins';

interface Props {
  ref: Ref<HTMLInputElement>;
  onPick: (file: File | null) => void;
  /** The types offered (any image unless a field narrows it: the logo's JPEG, PNG and WebP). */
  accept?: string;
}

export function ImageFileInput({ ref, onPick, accept = 'image/*' }: Props) {
  return (
    <HiddenInput
      ref={ref}
      type="file"
      accept={accept}
      tabIndex={-1}
      aria-hidden="true"
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
