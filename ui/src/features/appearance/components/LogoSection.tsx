/**
 * The store logo (docs/appearance.md#the-page): the current logo in a 4:1 frame, Upload / Change (JPEG, PNG or
 * WebP, then the shared crop dialog fixed at 4:1) and Remove after a confirmation. The page says
 * which ratio and size we chose (logo.ts), and warns when a cropped logo is under the suggested
 * size. The logo is set as soon as it is uploaded, apart from the page's Save.
 */
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ImageCropDialog } from '../../../components/images/ImageCropDialog';
import { ImageFileInput } from '../../../components/images/ImageFileInput';
import { MessageDialog } from '../../../components/MessageDialog';
import { Panel } from '../../../components/Panel';
import { useT } from '../../../i18n/useT';
import type { Size } from '../../../lib/images/cropGeometry';
import { loadImage } from '../../../lib/images/exportCrop';
import { localizeServerMessage } from '../../../lib/serverMessages';
import type { LogoState } from '../hooks/useLogo';
import { acceptsLogoFile, belowSuggested, LOGO_RATIO, LOGO_TYPES } from '../logo';

interface Props {
  state: LogoState;
  businessName: string;
}

export function LogoSection({ state, businessName }: Props) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<File | null>(null);
  const [wrongType, setWrongType] = useState(false);
  const [small, setSmall] = useState<Size | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const { logo, busy } = state;

  const pick = (file: File | null) => {
    if (!file) return;
    const ok = acceptsLogoFile(file);
    setWrongType(!ok);
    if (ok) setPicked(file);
  };

  const cropped = async (blob: Blob, previewUrl: string) => {
    setPicked(null);
    try {
      const image = await loadImage(previewUrl);
      const size = { width: image.naturalWidth, height: image.naturalHeight };
      setSmall(belowSuggested(size) ? size : null);
    } catch {
      setSmall(null);
    } finally {
      URL.revokeObjectURL(previewUrl);
    }
    state.upload(blob);
  };

  return (
    <Panel title={t('appearance.logo.title')}>
      <Body data-logo-section="">
        <Frame data-logo-frame="">
          {logo ? <img src={logo} alt={t('appearance.logo.alt', { name: businessName })} data-current-logo="" /> : <Empty>{logo === null ? t('appearance.logo.none') : ''}</Empty>}
        </Frame>
        <Side>
          <Hint>{t('appearance.logo.hint')}</Hint>
          <Actions>
            <Button variant="secondary" onClick={() => input.current?.click()} disabled={busy} data-pick-logo="">
              {busy ? t('appearance.logo.uploading') : logo ? t('appearance.logo.change') : t('appearance.logo.upload')}
            </Button>
            {logo && (
              <Button variant="ghost" onClick={() => setConfirmRemove(true)} disabled={busy} data-remove-logo="">
                {t('appearance.logo.remove')}
              </Button>
            )}
          </Actions>
          {wrongType && <Problem role="alert">{t('appearance.logo.wrongType')}</Problem>}
          {small && !busy && <Note>{t('appearance.logo.small', { width: small.width, height: small.height })}</Note>}
        </Side>
      </Body>
      <ImageFileInput ref={input} onPick={pick} accept={LOGO_TYPES.join(',')} />
      {picked && (
        <ImageCropDialog
          file={picked}
          mode="logo"
          onClose={() => setPicked(null)}
          onDone={({ blob, previewUrl }) => void cropped(blob, previewUrl)}
        />
      )}
      {confirmRemove && (
        <ConfirmDialog
          title={t('appearance.logo.removeTitle')}
          message={t('appearance.logo.removeMessage')}
          cancelLabel={t('appearance.logo.cancel')}
          confirmLabel={t('appearance.logo.removeConfirm')}
          onClose={() => setConfirmRemove(false)}
          onConfirm={() => {
            setConfirmRemove(false);
            setSmall(null);
            state.remove();
          }}
        />
      )}
      {state.failure && (
        <MessageDialog
          tone="error"
          title={t('appearance.logo.failedTitle')}
          message={state.failure.reason ? localizeServerMessage(t, state.failure.reason) : t('appearance.logo.failedMessage')}
          buttonLabel={t('common.close')}
          onClose={state.closeFailure}
        />
      )}
    </Panel>
  );
}

const Body = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

/** The logo's 4:1 frame, 240px wide at most (the whole width on a phone). */
const Frame = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: min(100%, 240px);
  aspect-ratio: ${LOGO_RATIO};
  overflow: hidden;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Empty = styled.span`
  padding: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Side = styled.div`
  display: flex;
  flex: 1 1 240px;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Problem = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.warning};
`;
