/**
 * The influencer's profile picture (docs/influencers.md#rules): required, picked from a file,
 * cropped square and shown round. The cropped picture stays local until Save uploads it. A form
 * without a picture shows the field with a red border and says so.
 */
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { ImageCropDialog } from '../../../components/images/ImageCropDialog';
import { ImageFileInput } from '../../../components/images/ImageFileInput';
import { useT } from '../../../i18n/useT';
import type { DraftImage } from '../influencerForm';

interface Props {
  image: DraftImage | null;
  onChange: (image: DraftImage) => void;
  /** Show the missing-picture error (after the form was touched, or the server's message). */
  error: string | null;
}

/** Shown size of the round picture. */
const SIZE = 96;

export function ProfileImageField({ image, onChange, error }: Props) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [picked, setPicked] = useState<File | null>(null);

  return (
    <Field data-profile-image="">
      <Circle $invalid={error !== null} aria-hidden="true">
        {image ? <img src={image.src} alt="" /> : <Icon name="user" size={40} />}
      </Circle>
      <Side>
        <Button
          variant="secondary"
          onClick={() => input.current?.click()}
          aria-describedby={error ? errorId : undefined}
          data-pick-profile-image=""
        >
          <Icon name="plus" />
          {image ? t('influencers.form.changeImage') : t('influencers.form.addImage')}
        </Button>
        {error && (
          <Error id={errorId} role="alert">
            {error}
          </Error>
        )}
      </Side>
      <ImageFileInput ref={input} onPick={setPicked} />
      {picked && (
        <ImageCropDialog
          file={picked}
          mode="round"
          onClose={() => setPicked(null)}
          onDone={({ blob, previewUrl }) => {
            setPicked(null);
            if (image?.file) URL.revokeObjectURL(image.src);
            onChange({ src: previewUrl, file: blob });
          }}
        />
      )}
    </Field>
  );
}

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const Circle = styled.div<{ $invalid: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${SIZE}px;
  height: ${SIZE}px;
  flex: none;
  overflow: hidden;
  border-radius: 50%;
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
`;

const Error = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
