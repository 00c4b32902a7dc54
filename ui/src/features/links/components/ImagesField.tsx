/**
 * The look's images (docs/links.md#images): thumbnails with remove, and an add button that picks a
 * file and opens the crop dialog. A cropped image stays local (an object URL preview plus the blob)
 * until Save uploads it (docs/links.md#editors).
 */
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { useT } from '../../../i18n/useT';
import { IMAGES_MAX, type DraftImage } from '../../../domain/links/editorState';
import { ImageCropDialog } from '../../../components/images/ImageCropDialog';
import { ImageFileInput } from '../../../components/images/ImageFileInput';

interface Props {
  images: DraftImage[];
  onChange: (images: DraftImage[]) => void;
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

export function ImagesField({ images, onChange }: Props) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<File | null>(null);

  const remove = (key: string) => {
    const gone = images.find((image) => image.key === key);
    if (gone?.file) URL.revokeObjectURL(gone.src);
    onChange(images.filter((image) => image.key !== key));
  };

  return (
    <Field>
      <Label>{t('edit.images')}</Label>
      <Row>
        {images.map((image) => (
          <Thumb key={image.key}>
            <img src={image.src} alt="" />
            <Remove type="button" aria-label={t('edit.removeImage')} title={t('edit.removeImage')} onClick={() => remove(image.key)}>
              <Icon name="close" size={14} />
            </Remove>
          </Thumb>
        ))}
        <Button variant="secondary" onClick={() => input.current?.click()} disabled={images.length >= IMAGES_MAX} data-add-image="">
          <Icon name="plus" />
          {t('edit.addImage')}
        </Button>
        <ImageFileInput ref={input} onPick={setPicked} />
      </Row>
      {picked && (
        <ImageCropDialog
          file={picked}
          onClose={() => setPicked(null)}
          onDone={({ blob, previewUrl }) => {
            setPicked(null);
            onChange([...images, { key: newKey(), src: previewUrl, file: blob }]);
          }}
        />
      )}
    </Field>
  );
}

const Field = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Thumb = styled.div`
  position: relative;
  width: 72px;
  height: 72px;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Remove = styled.button`
  position: absolute;
  top: -6px;
  inset-inline-end: -6px;
  display: inline-flex;
  padding: 2px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
`;
