/**
 * The box of an analytics table (top products, recent orders, experiences): a bordered frame
 * that scrolls the table sideways inside itself when it is wider than the screen, so the page
 * never does, with a fade at the inline end while more columns are out of sight
 * (docs/dashboard.md#layout). Optionally a fixed height that scrolls the rows too.
 */
import type { ReactNode, UIEvent } from 'react';
import styled, { css } from 'styled-components';
import { useMoreToEnd } from '../hooks/useMoreToEnd';
import { media } from '../theme/theme';

interface Props {
  children: ReactNode;
  /** Rows past this height (px) scroll; on a phone `mobileMaxHeight` when given. */
  maxHeight?: number;
  mobileMaxHeight?: number;
  onScroll?: (event: UIEvent<HTMLDivElement>) => void;
}

export function TableFrame({ children, maxHeight, mobileMaxHeight, onScroll }: Props) {
  const { ref, more } = useMoreToEnd<HTMLDivElement>();
  return (
    <Frame>
      <Scroller ref={ref} onScroll={onScroll} $maxHeight={maxHeight} $mobileMaxHeight={mobileMaxHeight} data-scroll-x="">
        {children}
      </Scroller>
      {more && <Hint aria-hidden="true" data-scroll-hint="" />}
    </Frame>
  );
}

const Frame = styled.div`
  position: relative;
  min-width: 0;
`;

const Scroller = styled.div<{ $maxHeight?: number; $mobileMaxHeight?: number }>`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: auto;
  overscroll-behavior-x: contain;
  ${({ $maxHeight }) =>
    $maxHeight !== undefined &&
    css`
      max-height: ${$maxHeight}px;
    `}
  ${({ $mobileMaxHeight }) =>
    $mobileMaxHeight !== undefined &&
    css`
      ${media.mobile} {
        max-height: ${$mobileMaxHeight}px;
      }
    `}
`;

/** A fade over the last 40px of the frame, towards the surface colour, with a chevron in it. */
const Hint = styled.span`
  position: absolute;
  inset-block: 1px;
  inset-inline-end: 1px;
  z-index: 2;
  width: 40px;
  border-start-end-radius: ${({ theme }) => theme.radii.md};
  border-end-end-radius: ${({ theme }) => theme.radii.md};
  background: linear-gradient(to right, transparent, ${({ theme }) => theme.colors.surface} 75%);
  pointer-events: none;

  [dir='rtl'] & {
    background: linear-gradient(to left, transparent, ${({ theme }) => theme.colors.surface} 75%);
  }

  &::after {
    content: '';
    position: absolute;
    top: 50%;
    inset-inline-end: 12px;
    width: 8px;
    height: 8px;
    border-block-start: 2px solid ${({ theme }) => theme.colors.textMuted};
    border-inline-end: 2px solid ${({ theme }) => theme.colors.textMuted};
    transform: translateY(-50%) rotate(45deg);
  }

  [dir='rtl'] &::after {
    transform: translateY(-50%) rotate(-45deg);
  }
`;
