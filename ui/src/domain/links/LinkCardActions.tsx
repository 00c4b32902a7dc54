/**
 * The foot of a link, short or multilink card in the lists (docs/links.md#lists): the public
 * address with Copy, then Open (the admin preview, or the public page in a new tab), QR code,
 * and Edit and Delete for those who may manage it. The three kinds of card share it so they
 * offer the same things in the same places.
 */
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { MoreMenu, type MoreMenuItem } from '../../components/MoreMenu';
import { useT } from '../../i18n/useT';
import { PublicUrl } from './publicLink/PublicUrl';
import { QrCodeButton } from './publicLink/QrCodeButton';

interface Props {
  /** The card's title, which names its group of actions. */
  title: string;
  /** The link's id: names the QR code's files. */
  id: string;
  publicUrl: string;
  /** The admin preview: a dashboard path, or a callback where the preview is not a page of its own. */
  preview: { href: string } | { onOpen: () => void };
  /** Null hides Edit (those who may not manage the link). */
  onEdit: (() => void) | null;
  /** Null hides Delete. */
  onDelete: (() => void) | null;
  /** The outcome of Copy; the list shows the toast. */
  onCopied: (ok: boolean) => void;
}

export function LinkCardActions({ title, id, publicUrl, preview, onEdit, onDelete, onCopied }: Props) {
  const t = useT();
  const previewItem: MoreMenuItem =
    'href' in preview
      ? { id: 'preview', label: t('publicLink.preview'), icon: 'chart', href: preview.href }
      : { id: 'preview', label: t('publicLink.preview'), icon: 'chart', onSelect: preview.onOpen };
  const openItems: MoreMenuItem[] = [
    previewItem,
    { id: 'public', label: t('publicLink.openPublic'), icon: 'external', href: publicUrl, newTab: true },
  ];
  return (
    <Foot>
      <PublicUrl url={publicUrl} onCopied={onCopied} />
      <Actions role="group" aria-label={t('links.item.actions', { title })}>
        <MoreMenu label={t('links.item.open')} text={t('links.item.open')} items={openItems} />
        <QrCodeButton url={publicUrl} id={id} />
        {onEdit && (
          <Button size="sm" variant="ghost" onClick={onEdit} data-action="edit">
            {t('links.item.edit')}
          </Button>
        )}
        {onDelete && (
          <Button size="sm" variant="ghost" onClick={onDelete} data-action="delete">
            {t('links.item.delete')}
          </Button>
        )}
      </Actions>
    </Foot>
  );
}

const Foot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;
