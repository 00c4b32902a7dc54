/**
 * The catalog sync notice ("a message is shown while syncing"; docs/store.md#catalog-sync): while a
 * sync runs, "Syncing your products… {n} synced so far" (polled every 3 s); afterwards "{n}
 * products synced" with when; a calm line when it failed. Nothing before the first answer or before
 * the first sync. `forcedRuns` is raised by the force-sync button to follow the new run.
 */
import styled from 'styled-components';
import { Spinner } from '../../../components/Spinner';
import { useT } from '../../../i18n/useT';
import { syncNoticeText } from '../catalogSync';
import { useCatalogSync } from '../hooks/useCatalogSync';

interface Props {
  forcedRuns?: number;
}

export function CatalogSyncNotice({ forcedRuns = 0 }: Props) {
  const t = useT();
  const view = useCatalogSync(forcedRuns);
  if (!view) return null;
  const message = syncNoticeText(view.phase, view.status, Date.now());
  if (!message) return null;
  const running = view.phase === 'syncing' || view.phase === 'starting';
  return (
    <Strip
      role="status"
      data-catalog-sync={view.phase}
      data-products-synced={view.status.productsSynced}
      data-finished-at={view.status.finishedAt ?? ''}
      $failed={view.phase === 'failed'}
    >
      {running && (
        <SpinnerSlot aria-hidden="true">
          <Spinner label={t('common.loading')} size={16} />
        </SpinnerSlot>
      )}
      <span>
        {t(message.text.key, message.text.vars)}
        {message.when && (
          <>
            {' · '}
            <When dateTime={view.status.finishedAt ?? undefined}>{t(message.when.key, message.when.vars)}</When>
          </>
        )}
      </span>
    </Strip>
  );
}

const Strip = styled.p<{ $failed: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $failed }) => ($failed ? theme.colors.text : theme.colors.textMuted)};
  background: ${({ theme, $failed }) => ($failed ? theme.colors.warningSoft : theme.colors.surfaceHover)};
`;

const SpinnerSlot = styled.span`
  display: inline-flex;
  flex: none;
`;

const When = styled.time`
  white-space: nowrap;
`;
