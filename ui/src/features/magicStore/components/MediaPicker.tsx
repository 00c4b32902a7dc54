/**
 * Where the merchant gives the magic store its photo or video (docs/magic-store.md#the-page): on
 * a desktop a drop zone with "Choose a file"; on a phone (under 1000 px) "Take a photo or video",
 * which opens the camera (`capture`), above "Choose a file", which keeps the gallery and the files
 * reachable. Which buttons show is CSS, so the server's markup is right at any width.
 */
import { useRef, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { ImageFileInput } from '../../../components/images/ImageFileInput';
import { useT } from '../../../i18n/useT';
import { media } from '../../../theme/theme';
import { ACCEPTED_FILES } from '../fileRules';

interface Props {
  onPick: (file: File | null) => void;
}

export function MediaPicker({ onPick }: Props) {
  const t = useT();
  const files = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const dragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onPick(event.dataTransfer.files[0] ?? null);
  };

  return (
    <Zone data-magic-drop="" data-over={over || undefined} onDragOver={dragOver} onDragLeave={() => setOver(false)} onDrop={drop}>
      <Icon name="upload" size={32} />
      <DropText>{t('magicStore.drop')}</DropText>
      <Buttons>
        <CameraButton onClick={() => camera.current?.click()} data-magic-capture="">
          <Icon name="camera" />
          {t('magicStore.capture')}
        </CameraButton>
        <Button variant="secondary" onClick={() => files.current?.click()} data-magic-choose="">
          <Icon name="plus" />
          {t('magicStore.choose')}
        </Button>
      </Buttons>
      <Rules>{t('magicStore.rules')}</Rules>
      <ImageFileInput ref={files} onPick={onPick} accept={ACCEPTED_FILES} data-magic-file="" />
      <ImageFileInput ref={camera} onPick={onPick} accept={ACCEPTED_FILES} capture="environment" data-magic-camera="" />
    </Zone>
  );
}

const Zone = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  transition: border-color ${({ theme }) => theme.durations.fast};

  &[data-over] {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
  }

  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
`;

const DropText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.colors.text};

  ${media.mobile} {
    display: none;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};

  ${media.mobile} {
    flex-direction: column;
    align-self: stretch;
  }
`;

const CameraButton = styled(Button)`
  ${media.desktop} {
    display: none;
  }
`;

const Rules = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;
