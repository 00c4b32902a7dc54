/**
 * The multilink preview dialog (docs/links.md#previews): 65vw on desktop, full screen on mobile;
 * the title, the public address (Copy, Open public page, QR code), the figures, the promocode
 * and the experiences table, with a menu of Edit, Copy link and Delete (admins). Delete asks
 * first, then goes back 200 ms after the call; a failed delete shows the general error dialog
 * with its one button. A load failure closes the dialog.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { FigureStrip } from '../../../components/FigureStrip';
import { MoreMenu, type MoreMenuItem } from '../../../components/MoreMenu';
import { SheetDialog } from '../../../components/SheetDialog';
import { Spinner } from '../../../components/Spinner';
import { TableHeading } from '../../../components/TableParts';
import { Stack } from '../../../components/Stack';
import { useT } from '../../../i18n/useT';
import { copyText } from '../../../lib/copyText';
import { useExperienceFigures } from '../hooks/useExperienceFigures';
import { useMultilink } from '../hooks/useMultilink';
import { multilinkFigures } from '../multilinkFigures';
import { ExperiencesTable } from './ExperiencesTable';
import { LinksErrorDialog } from '../../../domain/links/LinksErrorDialog';
import { PublicLinkPanel } from '../../../domain/links/publicLink/PublicLinkPanel';
import { DeleteMultilinkDialog } from './DeleteMultilinkDialog';

/** Multilink preview width (docs/links.md#previews). */
const PREVIEW_WIDTH = '65vw';
/** Delete, then go back after this delay (docs/links.md#delete). */
export const DELETE_BACK_DELAY_MS = 200;

interface Props {
  multilinkId: string;
  canManage: boolean;
  onClose: () => void;
  onEdit: (multilinkId: string) => void;
  onDeleted: (multilinkId: string) => void;
  /** Reports the outcome of Copy link (the page shows the toast). */
  onCopied: (ok: boolean) => void;
}

export function MultilinkPreviewDialog({ multilinkId, canManage, onClose, onEdit, onDeleted, onCopied }: Props) {
  const t = useT();
  const multilink = useMultilink(multilinkId, onClose);
  const experiences = useExperienceFigures(multilinkId, onClose);
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);
  // A move to another domain (docs/links.md#brand-domains) answers the new address.
  const [movedUrl, setMovedUrl] = useState<string | null>(null);
  const publicUrl = movedUrl ?? multilink?.public_url ?? '';

  const menu: MoreMenuItem[] = [];
  if (multilink) {
    if (canManage) menu.push({ id: 'edit', label: t('multilinks.menu.edit'), icon: 'pencil', onSelect: () => onEdit(multilinkId) });
    menu.push({
      id: 'copy',
      label: t('multilinks.menu.copy'),
      icon: 'copy',
      onSelect: () =>
        void copyText(publicUrl).then(
          () => onCopied(true),
          () => onCopied(false),
        ),
    });
    if (canManage)
      menu.push({ id: 'delete', label: t('multilinks.menu.delete'), icon: 'trash', danger: true, onSelect: () => setConfirming(true) });
  }

  const figures = multilink ? multilinkFigures(multilink) : null;

  return (
    <SheetDialog
      title={multilink?.title ?? t('multilinks.preview.title')}
      width={PREVIEW_WIDTH}
      backLabel={t('common.back')}
      onClose={onClose}
      action={<MoreMenu label={t('multilinks.menu.label')} items={menu} />}
    >
      {!multilink || !figures || !experiences ? (
        <Center>
          <Spinner label={t('common.loading')} />
        </Center>
      ) : (
        <Stack $gap="lg" data-multilink-preview={multilinkId}>
          <PublicLinkPanel url={publicUrl} id={multilinkId} onCopied={onCopied} onMoved={canManage ? setMovedUrl : undefined} />
          <FigureStrip
            label={t('multilinks.preview.figures')}
            figures={[
              { id: 'clicks', label: t('multilinks.table.clicks'), value: figures.clicks },
              { id: 'sales', label: t('multilinks.table.sales'), value: figures.sales },
              { id: 'revenue', label: t('multilinks.table.revenue'), value: figures.revenue },
              { id: 'cr', label: t('multilinks.table.cr'), value: figures.cr },
              { id: 'cartAverage', label: t('multilinks.table.cartAverage'), value: figures.cartAverage },
            ]}
          />
          {multilink.promocode?.code && (
            <Muted>
              {t('multilinks.preview.promocode')}: <strong dir="ltr">{multilink.promocode.code}</strong>
            </Muted>
          )}
          <TableHeading>{t('multilinks.preview.experiences')}</TableHeading>
          <ExperiencesTable multilink={multilink} experiences={experiences} />
        </Stack>
      )}
      {confirming && (
        <DeleteMultilinkDialog
          multilinkId={multilinkId}
          onClose={() => setConfirming(false)}
          onDeleted={(id) => {
            setConfirming(false);
            setTimeout(() => onDeleted(id), DELETE_BACK_DELAY_MS);
          }}
          onFailed={(error) => {
            console.error('Deleting the multilink failed', error);
            setConfirming(false);
            setFailed(true);
          }}
        />
      )}
      {failed && <LinksErrorDialog onClose={() => setFailed(false)} />}
    </SheetDialog>
  );
}

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxxl};
`;
