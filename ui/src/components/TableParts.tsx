/**
 * Styled pieces of the analytics tables (top products, recent orders, experiences): fixed row
 * heights (docs/analytics.md), a sticky header and an "no items to display" row. Each table
 * composes these with its own columns, inside a TableFrame (the box that scrolls it).
 */
import styled, { css } from 'styled-components';
import { focusRing } from '../theme/mixins';

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Th = styled.th`
  position: sticky;
  top: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surfaceHover};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: start;
  white-space: nowrap;
  z-index: 1;
`;

/** A row of fixed height: `$height` on desktop, `$mobileHeight` under 1000px. */
export const Tr = styled.tr<{ $height: number; $mobileHeight?: number }>`
  height: ${({ $height }) => $height}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme, $mobileHeight }) =>
    $mobileHeight !== undefined &&
    css`
      ${theme.media.mobile} {
        height: ${$mobileHeight}px;
      }
    `}
`;

export const Td = styled.td`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  vertical-align: middle;
`;

export const EmptyCell = styled.td`
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A header cell's button that sorts by its column. */
export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  border: none;
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  ${focusRing}
`;

export const Thumb = styled.img`
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.sm};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

/** A table with its heading above it. */
export const TableSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const TableHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;
