/**
 * "Sale fees" (admin, docs/billing.md#the-per-sale-fee): the plan's fee and its terms, the current
 * cycle's charged, waiting and refunded fees against the cap, a warning once the cap is reached,
 * the fees per look and the latest sales with where each fee stands.
 */
import styled from 'styled-components';
import type { FeeTally } from '../../../generated/FeeTally';
import type { SaleFees } from '../../../generated/SaleFees';
import { Banner } from '../../../components/Banner';
import { FigureStrip } from '../../../components/FigureStrip';
import { TableFrame } from '../../../components/TableFrame';
import { Table, Td, Th } from '../../../components/TableParts';
import { useT } from '../../../i18n/useT';
import { formatDayMonthYear } from '../../../lib/format';
import { useSaleFees } from '../hooks/useSaleFees';
import { FEE_STATE_KEY, usd } from '../saleFees';
import { AccountSection } from './AccountSection';
import { SectionNote } from './SectionNote';

export function SaleFeesSection() {
  const t = useT();
  const load = useSaleFees();
  return (
    <AccountSection title={t('account.fees.title')}>
      {load.state === 'loading' && <SectionNote>{t('account.fees.loading')}</SectionNote>}
      {load.state === 'failed' && <SectionNote>{t('account.fees.failed')}</SectionNote>}
      {load.state === 'ready' && <SaleFeesBody fees={load.fees} />}
    </AccountSection>
  );
}

/** The section once loaded (exported for its rendering test). */
export function SaleFeesBody({ fees }: { fees: SaleFees }) {
  const t = useT();
  if (fees.feeMinor === null || fees.capMinor === null) return <SectionNote>{t('account.fees.none')}</SectionNote>;
  const cap = usd(fees.capMinor);
  const sales = (tally: FeeTally) =>
    tally.count === 1 ? t('account.fees.salesOne') : t('account.fees.sales', { count: tally.count });
  const end = formatDayMonthYear(fees.cycleEnd);
  return (
    <>
      <SectionNote>
        {t('account.fees.terms', { fee: usd(fees.feeMinor), days: fees.holdDays, cap })}{' '}
        {t('account.fees.cycle', { start: formatDayMonthYear(fees.cycleStart), end })}
      </SectionNote>
      {fees.capReached && (
        <Banner tone="warning" title={t('account.fees.capReached.title')} polite>
          {t('account.fees.capReached.body', {
            end,
            count: fees.overCap.count,
            amount: usd(fees.overCap.amountMinor),
          })}
        </Banner>
      )}
      <FigureStrip
        label={t('account.fees.figures')}
        figures={[
          {
            id: 'charged',
            label: `${t('account.fees.charged')} · ${sales(fees.charged)}`,
            value: t('account.fees.chargedOf', { amount: usd(fees.charged.amountMinor), cap }),
          },
          { id: 'held', label: `${t('account.fees.held')} · ${sales(fees.held)}`, value: usd(fees.held.amountMinor) },
          { id: 'waived', label: t('account.fees.waived'), value: sales(fees.waived) },
        ]}
      />
      {fees.recent.length === 0 ? (
        <SectionNote>{t('account.fees.noSales')}</SectionNote>
      ) : (
        <>
          <Heading>{t('account.fees.byLook')}</Heading>
          <TableFrame>
            <Table>
              <thead>
                <tr>
                  <Th scope="col">{t('account.fees.look')}</Th>
                  <Th scope="col">{t('account.fees.charged')}</Th>
                  <Th scope="col">{t('account.fees.held')}</Th>
                </tr>
              </thead>
              <tbody>
                {fees.links.map((link) => (
                  <Row key={link.linkId} data-fee-link={link.linkId}>
                    <Td>{link.title || t('account.fees.deletedLook')}</Td>
                    <Td>{`${usd(link.charged.amountMinor)} · ${sales(link.charged)}`}</Td>
                    <Td>{`${usd(link.held.amountMinor)} · ${sales(link.held)}`}</Td>
                  </Row>
                ))}
              </tbody>
            </Table>
          </TableFrame>
          <Heading>{t('account.fees.recent')}</Heading>
          <TableFrame>
            <Table>
              <thead>
                <tr>
                  <Th scope="col">{t('account.fees.order')}</Th>
                  <Th scope="col">{t('account.fees.look')}</Th>
                  <Th scope="col">{t('account.fees.fee')}</Th>
                  <Th scope="col">{t('account.fees.status')}</Th>
                </tr>
              </thead>
              <tbody>
                {fees.recent.map((sale) => (
                  <Row key={sale.orderName} data-fee-order={sale.orderName} data-fee-state={sale.state}>
                    <Td>{sale.orderName}</Td>
                    <Td>{sale.title || t('account.fees.deletedLook')}</Td>
                    <Td>{usd(sale.amountMinor)}</Td>
                    <Td>{t(FEE_STATE_KEY[sale.state], { date: formatDayMonthYear(sale.dueAt) })}</Td>
                  </Row>
                ))}
              </tbody>
            </Table>
          </TableFrame>
        </>
      )}
    </>
  );
}

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Row = styled.tr`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
