/**
 * A ranked products table (docs/analytics.md#top-products): image and title, views, adds, buys,
 * gross sales (when allowed: item prices × units, so a note under the table says how they differ
 * from the Revenue card beside it, which is net of discounts and refunds) and the 0–100 rank as a
 * coloured bar. The link previews show four rows
 * of 105px (95px on mobile) per page, a shopboard post's analytics five; columns sort both ways
 * over the loaded rows; paging past the loaded rows fetches more (useRankedProducts).
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { TableFrame } from '../../components/TableFrame';
import { EmptyCell, SortButton, Table, TableHeading, TableSection, Td, Th, Thumb, Tr } from '../../components/TableParts';
import type { ProductRow } from '../../generated/LinkProductRow';
import type { RankedProducts } from './useRankedProducts';
import type { MessageKey } from '../../i18n/catalogue';
import { useT } from '../../i18n/useT';
import { money } from '../links/figures';
import { formatCount, formatMoneyShort } from '../../lib/format';
import { RANK_BAND_COLOURS, rankBand } from './rankBand';
import { sortRows, toggleSort, type SortState } from './sortRows';

type Column = 'title' | 'view' | 'add' | 'buy' | 'revenue' | 'rank';

const COLUMN_KEYS: Readonly<Record<Column, MessageKey>> = {
  title: 'linkPreview.products.product',
  view: 'linkPreview.products.views',
  add: 'linkPreview.products.adds',
  buy: 'linkPreview.products.buys',
  revenue: 'linkPreview.products.revenue',
  rank: 'linkPreview.products.rank',
};

/** Figures the viewer may not see (null) sort and show as zero. */
const valueOf = (row: ProductRow, key: Column): number | string =>
  key === 'title' ? row.title : key === 'revenue' ? money(row.revenue) : (row[key] ?? 0);

interface Props {
  /** Unique on the page: names the table for assistive technology. */
  id: string;
  data: RankedProducts;
  pageSize: number;
  rowHeight: number;
  mobileRowHeight: number;
  currency: string;
  showRevenue: boolean;
  /** Shown instead of the empty-table text when the rows could not be loaded. */
  failureText?: string;
}

export function RankedProductsTable({ id, data, pageSize, rowHeight, mobileRowHeight, currency, showRevenue, failureText }: Props) {
  const t = useT();
  const [sort, setSort] = useState<SortState<Column> | null>(null);
  const columns: Column[] = showRevenue ? ['title', 'view', 'add', 'buy', 'revenue', 'rank'] : ['title', 'view', 'add', 'buy', 'rank'];

  const sorted = sortRows(data.rows, sort, valueOf);
  const start = data.page * pageSize;
  const visible = sorted.slice(start, start + pageSize);
  const emptyText = data.loading || !data.loaded ? t('common.loading') : data.failed && failureText ? failureText : t('linkPreview.table.empty');

  return (
    <TableSection aria-labelledby={`top-products-${id}`} data-ranked-products="">
      <TableHeading id={`top-products-${id}`}>{t('linkPreview.products.title')}</TableHeading>
      <TableFrame>
        <Table>
          <thead>
            <tr>
              {columns.map((column) => (
                <Th
                  key={column}
                  aria-sort={sort?.key === column ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                >
                  <SortButton type="button" onClick={() => setSort(toggleSort(sort, column))}>
                    {t(COLUMN_KEYS[column])}
                    {sort?.key === column && <Icon name={sort.direction === 'asc' ? 'sortAsc' : 'sortDesc'} size={14} />}
                  </SortButton>
                </Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <Tr key={row.product_id} $height={rowHeight} $mobileHeight={mobileRowHeight} data-product-row={row.product_id}>
                <Td>
                  <ProductCell>
                    {row.image?.small.src ? <Thumb src={row.image.small.src} alt="" /> : <Thumb as="span" />}
                    <span>{row.title}</span>
                  </ProductCell>
                </Td>
                <Td>{formatCount(row.view ?? 0)}</Td>
                <Td>{formatCount(row.add ?? 0)}</Td>
                <Td>{formatCount(row.buy ?? 0)}</Td>
                {showRevenue && <Td>{formatMoneyShort(money(row.revenue), currency)}</Td>}
                <Td>
                  <Rank>
                    <RankBar aria-hidden="true">
                      <RankFill style={{ width: `${Math.min(100, Math.max(0, row.rank))}%`, background: RANK_BAND_COLOURS[rankBand(row.rank)] }} />
                    </RankBar>
                    {Math.round(row.rank)}
                  </Rank>
                </Td>
              </Tr>
            ))}
            {visible.length === 0 && (
              <tr>
                <EmptyCell colSpan={columns.length}>{emptyText}</EmptyCell>
              </tr>
            )}
          </tbody>
        </Table>
      </TableFrame>
      {showRevenue && <Note data-gross-note="">{t('linkPreview.products.grossNote')}</Note>}
      {data.pageCount > 1 && (
        <Pager>
          <Button variant="ghost" size="sm" disabled={data.page === 0} onClick={() => data.setPage(data.page - 1)}>
            {t('linkPreview.table.previous')}
          </Button>
          <span>{t('linkPreview.table.page', { page: data.page + 1, pages: data.pageCount })}</span>
          <Button variant="ghost" size="sm" disabled={data.page >= data.pageCount - 1} onClick={() => data.setPage(data.page + 1)}>
            {t('linkPreview.table.next')}
          </Button>
        </Pager>
      )}
    </TableSection>
  );
}

const Note = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ProductCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 180px;
`;

const Rank = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 110px;
`;

const RankBar = styled.span`
  flex: 1;
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceHover};
  overflow: hidden;
`;

const RankFill = styled.span`
  display: block;
  height: 100%;
  border-radius: inherit;
`;

const Pager = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
