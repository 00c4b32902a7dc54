/**
 * The magic store itself (docs/magic-store.md#the-page): the picker with its alert, the progress
 * dialog while a run is on, then the create-link dialog with the products found selected (the
 * compressed photo as the look's picture; none for a video), saying so when none were recognised.
 * The dialog is the page's (`renderEditor`): features do not import one another.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Banner } from '../../../components/Banner';
import { Panel } from '../../../components/Panel';
import { Stack } from '../../../components/Stack';
import { useT } from '../../../i18n/useT';
import { useMagicStore } from '../hooks/useMagicStore';
import { MediaPicker } from './MediaPicker';
import { ProgressDialog } from './ProgressDialog';

/** What the create-link dialog opens with. */
export interface MagicLook {
  /** Store ids of the products found, best first: the new look's selection. */
  productIds: readonly string[];
  /** Uploaded picture addresses the new look starts with. */
  images: readonly string[];
  /** Said above the form, or null. */
  notice: string | null;
  /** Closed without saving: the run's media is dropped. */
  onClose: () => void;
  onSaved: () => void;
}

export type RenderEditor = (look: MagicLook) => ReactNode;

export function MagicStore({ renderEditor }: { renderEditor: RenderEditor }) {
  const t = useT();
  const { phase, alert, pick, cancel, saved } = useMagicStore();
  return (
    <Panel title={t('page.magicStore.title')} headingLevel={1}>
      <Stack $gap="lg" data-magic-store="">
        <Intro>{t('magicStore.intro')}</Intro>
        {alert && (
          <div data-magic-alert="">
            <Banner tone="error">{alert}</Banner>
          </div>
        )}
        <MediaPicker onPick={pick} />
      </Stack>
      {phase.kind === 'working' && <ProgressDialog step={phase.step} onCancel={cancel} />}
      {phase.kind === 'editor' &&
        renderEditor({
          productIds: phase.found.productIds,
          images: phase.found.kind === 'image' ? [phase.found.mediaUrl] : [],
          notice: phase.found.productIds.length === 0 ? t('magicStore.noneFound') : null,
          onClose: cancel,
          onSaved: saved,
        })}
    </Panel>
  );
}

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
