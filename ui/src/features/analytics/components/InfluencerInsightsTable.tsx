/**
 * The merchant's influencer insights over the range (docs/analytics.md#analytics-page): one row
 * per influencer (picture, username, an Inactive tag) with their links and shorts clicks, sales
 * through links, shorts and their code alone (organic), revenue, refunds and commission. The
 * dropdown above it chooses whose rows show; everyone by default. The table scrolls sideways in
 * its own frame on a phone, never the page.
 */
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Avatar } from '../../../components/Avatar';
import { TableFrame } from '../../../components/TableFrame';
import { EmptyCell, Table, TableHeading, TableSection, Td, Th, Tr } from '../../../components/TableParts';
import { Tag } from '../../../components/Tag';
import type { OverviewInfluencerInsight } from '../../../generated/OverviewInfluencerInsight';
import type { MessageKey } from '../../../i18n/catalogue';
import { useT } from '../../../i18n/useT';
import { formatCount, formatMoney } from '../../../lib/format';
import { EVERYONE, selectedRows, type Selection } from '../influencerSelection';
import { InfluencerFilter } from './InfluencerFilter';

/** Row height (px). */
const ROW_HEIGHT = 60;

type Row = OverviewInfluencerInsight;

/** The figure columns, in order: how each cell reads its row. */
const COLUMNS: ReadonlyArray<{ key: MessageKey; cell: (row: Row, currency: string) => string }> = [
  { key: 'analytics.table.linksClicks', cell: (row) => count(row.links_clicks) },
  { key: 'analytics.table.shortsClicks', cell: (row) => count(row.shorts_clicks) },
  { key: 'analytics.table.salesLinks', cell: (row) => count(row.sales_links) },
  { key: 'analytics.table.salesShorts', cell: (row) => count(row.sales_shorts) },
  { key: 'analytics.table.salesOrganic', cell: (row) => count(row.sales_organic) },
  { key: 'analytics.table.revenue', cell: (row, currency) => amount(row.total_revenue, currency) },
  { key: 'analytics.table.refunded', cell: (row, currency) => amount(row.total_refunded, currency) },
  { key: 'analytics.table.commission', cell: (row, currency) => amount(row.commission, currency) },
];

/** A figure the viewer may not see (never for merchants) reads as a dash. */
const NO_VALUE = '–';
const count = (value: number | null) => (value === null ? NO_VALUE : formatCount(value));
const amount = (value: string | null, currency: string) => (value === null ? NO_VALUE : formatMoney(Number(value), currency));

interface Props {
  rows: readonly Row[];
  currency: string;
  busy: boolean;
}

export function InfluencerInsightsTable({ rows, currency, busy }: Props) {
  const t = useT();
  const headingId = useId();
  const [selection, setSelection] = useState<Selection>(EVERYONE);
  const usernames = rows.map((row) => row.username);
  const shown = selectedRows(rows, selection);

  return (
    <TableSection aria-labelledby={headingId} aria-busy={busy} data-influencer-insights-table="">
      <TableHeading id={headingId}>{t('analytics.table.title')}</TableHeading>
      {rows.length === 0 ? (
        <Muted data-empty-state="">{t('analytics.table.none')}</Muted>
      ) : (
        <>
          <InfluencerFilter usernames={usernames} selection={selection} onChange={setSelection} />
          <TableFrame>
            <Table>
              <thead>
                <tr>
                  <Th scope="col">{t('analytics.table.influencer')}</Th>
                  {COLUMNS.map((column) => (
                    <Th key={column.key} scope="col">
                      {t(column.key)}
                    </Th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.length === 0 ? (
                  <tr>
                    <EmptyCell colSpan={COLUMNS.length + 1}>{t('analytics.table.noneSelected')}</EmptyCell>
                  </tr>
                ) : (
                  shown.map((row) => (
                    <Tr key={row.username} $height={ROW_HEIGHT} data-influencer-row={row.username}>
                      <Td>
                        <Who>
                          <Avatar name={row.username} imageUrl={row.image} size={32} />
                          <Name>@{row.username}</Name>
                          {!row.is_active && <Tag tone="neutral">{t('analytics.table.inactive')}</Tag>}
                        </Who>
                      </Td>
                      {COLUMNS.map((column) => (
                        <Figure key={column.key}>{column.cell(row, currency)}</Figure>
                      ))}
                    </Tr>
                  ))
                )}
              </tbody>
            </Table>
          </TableFrame>
        </>
      )}
    </TableSection>
  );
}

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
`;

const Figure = styled(Td)`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
