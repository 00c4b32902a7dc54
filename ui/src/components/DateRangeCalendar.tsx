/**
 * The two-month calendar of the date-range selector (docs/dashboard.md#date-range-selector): days
 * before 2023-01-01 and after today are disabled; the picked range is highlighted. Weeks start on
 * Sunday.
 */
import { useState } from 'react';
import styled, { css } from 'styled-components';
import type { MessageKey } from '../i18n/catalogue';
import { useT } from '../i18n/useT';
import { daysBetween, monthEnd, monthStart, weekday, type Day } from '../lib/days';
import { RANGE_MIN_DAY, isSelectableDay } from '../lib/dateRange';
import { focusRing } from '../theme/mixins';
import { Icon } from './Icon';

const MONTH_KEYS: readonly MessageKey[] = [
  'dateRange.month.jan', 'dateRange.month.feb', 'dateRange.month.mar', 'dateRange.month.apr',
  'dateRange.month.may', 'dateRange.month.jun', 'dateRange.month.jul', 'dateRange.month.aug',
  'dateRange.month.sep', 'dateRange.month.oct', 'dateRange.month.nov', 'dateRange.month.dec',
];
const WEEKDAY_KEYS: readonly MessageKey[] = [
  'dateRange.weekday.sun', 'dateRange.weekday.mon', 'dateRange.weekday.tue', 'dateRange.weekday.wed',
  'dateRange.weekday.thu', 'dateRange.weekday.fri', 'dateRange.weekday.sat',
];

interface Props {
  today: Day;
  start: Day | null;
  end: Day | null;
  onPick: (day: Day) => void;
}

export function DateRangeCalendar({ today, start, end, onPick }: Props) {
  const t = useT();
  // The right-hand month shows the range's end (or today); the left one the month before.
  const [rightMonth, setRightMonth] = useState<Day>(() => monthStart(end ?? start ?? today));
  const leftMonth = monthStart(rightMonth, -1);
  const canGoBack = leftMonth > RANGE_MIN_DAY;
  const canGoForward = monthStart(today) > rightMonth;

  return (
    <Wrap>
      <Nav>
        <NavButton
          type="button"
          aria-label={t('dateRange.previousMonth')}
          disabled={!canGoBack}
          onClick={() => setRightMonth(monthStart(rightMonth, -1))}
        >
          <Icon name="arrowBack" size={16} mirrorInRtl />
        </NavButton>
        <NavButton
          type="button"
          aria-label={t('dateRange.nextMonth')}
          disabled={!canGoForward}
          onClick={() => setRightMonth(monthStart(rightMonth, 1))}
        >
          <Flip>
            <Icon name="arrowBack" size={16} mirrorInRtl />
          </Flip>
        </NavButton>
      </Nav>
      <Months>
        {[leftMonth, rightMonth].map((month) => (
          <Month key={month}>
            <MonthTitle>
              {t(MONTH_KEYS[Number(month.slice(5, 7)) - 1] ?? 'dateRange.month.jan')} {month.slice(0, 4)}
            </MonthTitle>
            <Grid role="grid">
              {WEEKDAY_KEYS.map((key) => (
                <Weekday key={key} role="columnheader">
                  {t(key)}
                </Weekday>
              ))}
              {Array.from({ length: weekday(month) }, (_, index) => (
                <span key={`pad-${index}`} />
              ))}
              {daysBetween(month, monthEnd(month)).map((day) => {
                const inRange = start !== null && end !== null && day >= start && day <= end;
                const isEdge = day === start || day === end;
                return (
                  <DayButton
                    key={day}
                    type="button"
                    role="gridcell"
                    disabled={!isSelectableDay(day, today)}
                    aria-selected={inRange || isEdge}
                    aria-label={day}
                    $inRange={inRange}
                    $edge={isEdge}
                    onClick={() => onPick(day)}
                  >
                    {Number(day.slice(8, 10))}
                  </DayButton>
                );
              })}
            </Grid>
          </Month>
        ))}
      </Months>
    </Wrap>
  );
}


const Wrap = styled.div`
  position: relative;
  flex: 1;
`;

const Nav = styled.div`
  position: absolute;
  inset-inline: 0;
  top: 0;
  display: flex;
  justify-content: space-between;
`;

const NavButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${focusRing}

  &:disabled {
    color: ${({ theme }) => theme.colors.disabled};
    cursor: default;
  }
`;

const Flip = styled.span`
  display: inline-flex;
  transform: scaleX(-1);
`;

const Months = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
  }
`;

const Month = styled.div`
  flex: 1;
  min-width: 0;
`;

const MonthTitle = styled.div`
  height: 32px;
  line-height: 32px;
  text-align: center;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(7, 1fr);
  gap: 2px;
`;

const Weekday = styled.span`
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  padding: ${({ theme }) => theme.space.xs} 0;
`;

const DayButton = styled.button<{ $inRange: boolean; $edge: boolean }>`
  height: 34px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  ${focusRing}

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.disabled};
    cursor: default;
  }

  ${({ $inRange, theme }) =>
    $inRange &&
    css`
      background: ${theme.colors.brandSoft};
    `}

  ${({ $edge, theme }) =>
    $edge &&
    css`
      background: ${theme.colors.brand};
      color: ${theme.colors.onBrand};
      &:hover:not(:disabled) {
        background: ${theme.colors.brandHover};
      }
    `}
`;
