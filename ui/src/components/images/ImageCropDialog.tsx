/**
 * The image crop dialog (docs/links.md#images): back, title, Done; an aspect-ratio
 * picker (1:1, 4:5, 16:9, free) and a zoom slider (1–3, step 0.02); drag to move the picture.
 * Done exports the crop as PNG, scaled down to 1600px at most, and hands back the blob with an
 * object URL for previews (the caller revokes it). `mode` fixes the ratio for logos (4:1) and
 * influencer pictures (1:1, shown round). Shared by the link and influencer editors.
 */
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { SheetDialog } from '../SheetDialog';
import { useT } from '../../i18n/useT';
import {
  ASPECT_RATIOS,
  clampCenter,
  cropRect,
  cropSize,
  ratioValue,
  ZOOM_MAX,
  ZOOM_MIN,
  ZOOM_STEP,
  type AspectRatio,
  type Point,
} from '../../lib/images/cropGeometry';
import { exportCrop, loadImage } from '../../lib/images/exportCrop';

export type CropMode = 'free' | 'logo' | 'round';

export interface CroppedImage {
  blob: Blob;
  /** An object URL of `blob` for previews; revoke it when the image is dropped. */
  previewUrl: string;
}

interface Props {
  file: Blob;
  mode?: CropMode;
  onDone: (image: CroppedImage) => void;
  onClose: () => void;
}

const FIXED_RATIO: Readonly<Record<CropMode, AspectRatio | null>> = { free: null, logo: '4:1', round: '1:1' };

export function ImageCropDialog({ file, mode = 'free', onDone, onClose }: Props) {
  const t = useT();
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [failed, setFailed] = useState(false);
  const [ratio, setRatio] = useState<AspectRatio>(FIXED_RATIO[mode] ?? '1:1');
  const [zoom, setZoom] = useState(1);
  const [center, setCenter] = useState<Point>({ x: 0, y: 0 });
  const [busy, setBusy] = useState(false);
  const [url] = useState(() => URL.createObjectURL(file));
  const drag = useRef<{ start: Point; center: Point } | null>(null);

  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  useEffect(() => {
    let live = true;
    loadImage(url).then(
      (img) => {
        if (!live) return;
        setImage(img);
        setCenter({ x: img.naturalWidth / 2, y: img.naturalHeight / 2 });
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [url]);

  const size = image ? { width: image.naturalWidth, height: image.naturalHeight } : null;
  const r = size ? ratioValue(ratio, size) : 1;
  const rect = size ? cropRect(size, r, zoom, center) : null;

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { start: { x: event.clientX, y: event.clientY }, center: rect ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : center };
  };
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || !size || !rect) return;
    const scale = rect.width / event.currentTarget.clientWidth;
    const next = {
      x: drag.current.center.x - (event.clientX - drag.current.start.x) * scale,
      y: drag.current.center.y - (event.clientY - drag.current.start.y) * scale,
    };
    setCenter(clampCenter(next, size, cropSize(size, r, zoom)));
  };
  const endDrag = () => {
    drag.current = null;
  };

  const handleDone = async () => {
    if (!image || !rect) return;
    setBusy(true);
    try {
      const blob = await exportCrop(image, rect);
      onDone({ blob, previewUrl: URL.createObjectURL(blob) });
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <SheetDialog
      title={t('crop.title')}
      width={640}
      backLabel={t('crop.back')}
      onClose={onClose}
      action={
        <Button onClick={handleDone} disabled={!image || busy}>
          {t('crop.done')}
        </Button>
      }
    >
      {failed && <Failure role="alert">{t('crop.failed')}</Failure>}
      {size && rect && (
        <Stage>
          <Viewport
            $ratio={rect.width / rect.height}
            $round={mode === 'round'}
            onPointerDown={handlePointerDown}
            onPointerMove={handlePointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            data-crop-viewport=""
          >
            <Picture
              src={url}
              alt=""
              draggable={false}
              style={{
                width: `${(size.width / rect.width) * 100}%`,
                left: `${(-rect.x / rect.width) * 100}%`,
                top: `${(-rect.y / rect.height) * 100}%`,
              }}
            />
          </Viewport>
        </Stage>
      )}
      <Controls>
        {!FIXED_RATIO[mode] && (
          <Ratios role="radiogroup" aria-label={t('crop.ratio')}>
            {ASPECT_RATIOS.map((option) => (
              <Button
                key={option}
                size="sm"
                role="radio"
                aria-checked={ratio === option}
                variant={ratio === option ? 'primary' : 'secondary'}
                onClick={() => setRatio(option)}
              >
                {option === 'free' ? t('crop.free') : option}
              </Button>
            ))}
          </Ratios>
        )}
        <ZoomLabel>
          {t('crop.zoom')}
          <input
            type="range"
            min={ZOOM_MIN}
            max={ZOOM_MAX}
            step={ZOOM_STEP}
            value={zoom}
            onChange={(event) => setZoom(Number(event.target.value))}
          />
        </ZoomLabel>
      </Controls>
    </SheetDialog>
  );
}

const Stage = styled.div`
  display: flex;
  justify-content: center;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
`;

const Viewport = styled.div<{ $ratio: number; $round: boolean }>`
  position: relative;
  width: min(100%, ${({ $ratio }) => Math.round(420 * Math.min(1.6, $ratio))}px);
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  border-radius: ${({ $round }) => ($round ? '50%' : '0')};
  cursor: grab;
  touch-action: none;
  user-select: none;
`;

const Picture = styled.img`
  position: absolute;
  max-width: none;
  height: auto;
  pointer-events: none;
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Ratios = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const ZoomLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
