/**
 * The store profile of a connected store: its domain (from /api/auth/verify, asked after mount),
 * the catalog sync notice, force product sync (the notice follows the run it starts), and
 * disconnect.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Cluster } from '../../../components/Cluster';
import { PATHS } from '../../../lib/routes';
import { useT } from '../../../i18n/useT';
import { fetchStoreDomain } from '../api/fetchStoreDomain';
import { CatalogSyncNotice } from './CatalogSyncNotice';
import { DisconnectStoreButton } from './DisconnectStoreButton';
import { ForceSyncButton } from './ForceSyncButton';

type Domain = { status: 'loading' } | { status: 'failed' } | { status: 'known'; domain: string | null };

export function ConnectedStoreProfile() {
  const t = useT();
  const [domain, setDomain] = useState<Domain>({ status: 'loading' });
  const [forcedRuns, setForcedRuns] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchStoreDomain({ signal: controller.signal }).then(
      (value) => setDomain({ status: 'known', domain: value }),
      () => {
        if (!controller.signal.aborted) setDomain({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);

  return (
    <>
      <Details>
        <dt>{t('account.store.domain')}</dt>
        <dd dir="ltr" data-store-domain={domain.status === 'known' ? (domain.domain ?? '') : undefined}>
          {domain.status === 'loading'
            ? t('common.loading')
            : domain.status === 'failed'
              ? t('account.store.loadFailed')
              : (domain.domain ?? t('account.store.noDomain'))}
        </dd>
      </Details>
      <Cluster $gap="sm" $wrap>
        <ForceSyncButton onStarted={() => setForcedRuns((runs) => runs + 1)} />
        <DisconnectStoreButton after={PATHS.home} variant="danger" size="sm" />
      </Cluster>
      <CatalogSyncNotice forcedRuns={forcedRuns} />
    </>
  );
}

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    overflow-wrap: anywhere;
  }
`;
