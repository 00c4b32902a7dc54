/**
 * An influencer's own earnings over the analytics page's range (docs/influencers.md#earnings):
 * what they earned since they started, the same insight cards the merchant sees on their page
 * (commission with its rate, revenue and refunds, sales by links, shorts and their code, as far
 * as their permissions go), how the commission is worked out under the merchant's rules, and
 * their own CSV of the range's orders. Shown only to an influencer with the commission
 * permission; the server answers anyone else 403.
 */
import styled from 'styled-components';
import { ButtonLink } from '../../components/ButtonLink';
import { InsightCardList } from '../../domain/influencers/InsightCardList';
import { Spinner } from '../../components/Spinner';
import type { SessionUser } from '../../generated/SessionUser';
import { useT } from '../../i18n/useT';
import { browserTimeZone } from '../../lib/browserTimeZone';
import { insightCards } from '../../domain/influencers/insightCards';
import { apiDays, type DateRange } from '../../lib/dateRange';
import { formatCount, formatMoney, formatPercent } from '../../lib/format';
import { earningsReportUrl } from './api';
import { ruleLines } from './ruleText';
import { useEarnings } from './useEarnings';

interface Props {
  user: SessionUser;
  /** The page's range; null until the merchant's today is known. */
  range: DateRange | null;
}

export function EarningsPanel({ user, range }: Props) {
  const t = useT();
  const { figures: earnings, loading, failed } = useEarnings(range);
  const lifetime = earnings?.lifetime;
  return (
    <Panel aria-labelledby="earnings-title" data-earnings="">
      <Head>
        <Title id="earnings-title">{t('earnings.title')}</Title>
        {range && (
          <ButtonLink variant="secondary" size="sm" href={earningsReportUrl(browserTimeZone(), apiDays(range))} download data-earnings-csv="">
            {t('earnings.download')}
          </ButtonLink>
        )}
      </Head>
      {!earnings ? (
        loading && !failed ? <Spinner label={t('common.loading')} /> : <Muted>{t('earnings.failed')}</Muted>
      ) : (
        <>
          {lifetime?.commission != null && (
            <Lead data-earnings-lifetime="">
              {lifetime.total_sales === null
                ? t('earnings.lifetimeCommission', { commission: formatMoney(Number(lifetime.commission), earnings.currency) })
                : t('earnings.lifetime', {
                    commission: formatMoney(Number(lifetime.commission), earnings.currency),
                    sales: formatCount(lifetime.total_sales),
                  })}
            </Lead>
          )}
          <InsightCardList cards={insightCards(earnings.range, user)} label={t('earnings.title')} busy={loading} />
          <Rules data-earnings-rules="">
            {ruleLines(earnings.rules, formatPercent, (key) => t(key)).map((line) => (
              <li key={line.key}>{t(line.key, line.vars)}</li>
            ))}
          </Rules>
        </>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Lead = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Rules = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
