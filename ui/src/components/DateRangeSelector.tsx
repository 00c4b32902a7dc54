/**
 * The date-range selector of the analytics screens (docs/dashboard.md#date-range-selector): a
 * trigger showing the range; a panel with the predefined intervals and a two-month calendar; Cancel
 * and Update. Update is enabled only once an interval or a whole range is chosen. The panel is a
 * 660px dropdown on desktop and a bottom drawer of 95% height on mobile, switched by CSS alone so
 * the server markup never depends on the window size. Cancel and Update first let the panel
 * fade (or the drawer slide) away, then close it and apply the range (200–300 ms;
 * docs/dashboard.md#date-range-selector), so the figures reload once the panel is out of the way
 * instead of under it.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import type { MessageKey } from '../i18n/catalogue';
import { useT } from '../i18n/useT';
import { canApply, draftToRange, PRESETS, type DateRange, type Preset, type RangeDraft, pickDay } from '../lib/dateRange';
import type { Day } from '../lib/days';
import { formatDayMonthYear } from '../lib/format';
import { useDismiss } from '../hooks/useDismiss';
import { focusRing, menuRowButton } from '../theme/mixins';
import { Button } from './Button';
import { DateRangeCalendar } from './DateRangeCalendar';
import { Icon } from './Icon';

/** The catalogue key naming each preset. */
export const PRESET_KEYS: Readonly<Record<Preset, MessageKey>> = {
  last24Hours: 'dateRange.preset.last24Hours',
  last7Days: 'dateRange.preset.last7Days',
  last30Days: 'dateRange.preset.last30Days',
  last90Days: 'dateRange.preset.last90Days',
  thisMonth: 'dateRange.preset.thisMonth',
  previousMonth: 'dateRange.preset.previousMonth',
  lifetime: 'dateRange.preset.lifetime',
};

/** How long the panel takes to leave after Cancel or Update (200–300 ms; docs/dashboard.md#date-range-selector). */
export const CLOSE_DELAY_MS = 250;

interface Props {
  value: DateRange;
  today: Day;
  onChange: (range: DateRange) => void;
}

const draftOf = (range: DateRange): RangeDraft =>
  range.preset ? { preset: range.preset, start: null, end: null } : { preset: null, start: range.from, end: range.to };

export function DateRangeSelector({ value, today, onChange }: Props) {
  const t = useT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [closing, setClosing] = useState(false);
  const [draft, setDraft] = useState<RangeDraft>(() => draftOf(value));
  const containerRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, containerRef, close);

  /** Lets the panel leave, then closes it and runs `then` (the range to apply, if any). */
  const closeAfterDelay = (then?: () => void) => {
    if (closing) return;
    setClosing(true);
    timer.current = setTimeout(() => {
      setClosing(false);
      setOpen(false);
      then?.();
    }, CLOSE_DELAY_MS);
  };

  const toggle = () => {
    if (closing) return;
    if (!open) setDraft(draftOf(value));
    setOpen(!open);
  };

  const apply = () => {
    const range = draftToRange(draft, today);
    closeAfterDelay(range ? () => onChange(range) : undefined);
  };

  const label = value.preset
    ? t(PRESET_KEYS[value.preset])
    : `${formatDayMonthYear(value.from)} – ${formatDayMonthYear(value.to)}`;
  const shown = draft.preset ? draftToRange(draft, today) : null;

  return (
    <Container ref={containerRef}>
      <Trigger type="button" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <Icon name="calendar" size={18} />
        <span>{label}</span>
      </Trigger>
      {open && (
        <>
          <Backdrop aria-hidden="true" onClick={close} />
          <Panel id={panelId} role="dialog" aria-label={t('dateRange.title')} $closing={closing} data-closing={closing || undefined}>
            <Body>
              <Presets role="listbox" aria-label={t('dateRange.intervals')}>
                {PRESETS.map((preset) => (
                  <PresetButton
                    key={preset}
                    type="button"
                    role="option"
                    aria-selected={draft.preset === preset}
                    $selected={draft.preset === preset}
                    onClick={() => setDraft({ preset, start: null, end: null })}
                  >
                    {t(PRESET_KEYS[preset])}
                  </PresetButton>
                ))}
              </Presets>
              <DateRangeCalendar
                today={today}
                start={shown?.from ?? draft.start}
                end={shown?.to ?? draft.end}
                onPick={(day) => setDraft(pickDay(draft, day))}
              />
            </Body>
            <Footer>
              <Button variant="secondary" disabled={closing} onClick={() => closeAfterDelay()}>
                {t('dateRange.cancel')}
              </Button>
              <Button disabled={closing || !canApply(draft)} onClick={apply}>
                {t('dateRange.update')}
              </Button>
            </Footer>
          </Panel>
        </>
      )}
    </Container>
  );
}

const Container = styled.div`
  position: relative;
  display: inline-block;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  ${focusRing}
`;

const Backdrop = styled.div`
  display: none;

  ${({ theme }) => theme.media.mobile} {
    display: block;
    position: fixed;
    inset: 0;
    background: ${({ theme }) => theme.colors.overlay};
    z-index: ${({ theme }) => theme.zIndex.drawer};
  }
`;

const Panel = styled.div<{ $closing: boolean }>`
  position: absolute;
  top: calc(100% + 6px);
  inset-inline-end: 0;
  width: 660px;
  max-width: calc(100vw - 32px);
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.menu};
  z-index: ${({ theme }) => theme.zIndex.menu};
  transition:
    opacity ${CLOSE_DELAY_MS}ms ease,
    transform ${CLOSE_DELAY_MS}ms ease;
  ${({ $closing }) =>
    $closing &&
    css`
      opacity: 0;
      transform: translateY(-6px);
    `}

  ${({ theme }) => theme.media.mobile} {
    ${({ $closing }) =>
      $closing &&
      css`
        opacity: 1;
        transform: translateY(100%);
      `}
    position: fixed;
    top: auto;
    bottom: 0;
    inset-inline: 0;
    width: 100%;
    max-width: none;
    height: 95vh;
    display: flex;
    flex-direction: column;
    border-radius: ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg} 0 0;
    z-index: ${({ theme }) => theme.zIndex.drawer + 1};
  }
`;

const Body = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    flex: 1;
    overflow-y: auto;
  }
`;

const Presets = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 140px;

  ${({ theme }) => theme.media.mobile} {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;

const PresetButton = styled.button<{ $selected: boolean }>`
  ${menuRowButton}

  ${({ $selected, theme }) =>
    $selected &&
    css`
      background: ${theme.colors.brandSoft};
      color: ${theme.colors.brand};
      font-weight: ${theme.font.weight.medium};
    `}
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;
