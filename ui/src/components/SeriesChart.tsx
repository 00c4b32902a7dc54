/**
 * A chart card of daily figures, shared by the link previews (docs/analytics.md#link-preview) and
 * the analytics page (docs/analytics.md#analytics-page): a title, a switch between its series (one
 * at a time), optionally a line/bar switch, and the chart of the selected series, or the "no data"
 * message when the range has nothing. chart.js only loads in the browser: the server and first
 * render show a fixed 280px skeleton.
 */
import { useEffect, useState, type ComponentType } from 'react';
import styled, { css, useTheme } from 'styled-components';
import { useT } from '../i18n/useT';
import { isEmptySeries, type SeriesPoint } from '../lib/series';
import { formatDayMonthYear } from '../lib/format';
import { focusRing } from '../theme/mixins';
import { ClientOnly } from './ClientOnly';
import type { ChartKind, SeriesCanvasProps } from './SeriesChart.client';

export type { ChartKind } from './SeriesChart.client';

/** Chart height (docs/analytics.md#link-preview). */
export const CHART_HEIGHT = 280;

const CHART_KINDS: readonly ChartKind[] = ['line', 'bar'];

export interface ChartSeries {
  id: string;
  label: string;
  points: readonly SeriesPoint[];
  formatValue: (value: number) => string;
  /** Counts (views, checkouts): the axis steps by whole numbers. */
  wholeNumbers?: boolean;
}

interface Props {
  title: string;
  series: readonly ChartSeries[];
  loading: boolean;
  /** Offers the line/bar switch (line first). Without it the chart is a line. */
  kindSwitch?: boolean;
}

const formatDay = (day: string) => formatDayMonthYear(day).slice(0, 5);

export function SeriesChart({ title, series, loading, kindSwitch = false }: Props) {
  const t = useT();
  const theme = useTheme();
  const [selectedId, setSelectedId] = useState(series[0]?.id ?? '');
  const [kind, setKind] = useState<ChartKind>('line');
  const [Canvas, setCanvas] = useState<ComponentType<SeriesCanvasProps> | null>(null);
  const selected = series.find((item) => item.id === selectedId) ?? series[0];

  useEffect(() => {
    let live = true;
    import('./SeriesChart.client')
      .then((module) => {
        if (live) setCanvas(() => module.SeriesCanvas);
      })
      .catch((error: unknown) => console.error('Loading the chart failed', error));
    return () => {
      live = false;
    };
  }, []);

  if (!selected) return null;
  const empty = !loading && isEmptySeries(selected.points);

  return (
    <Card data-series-chart="">
      <Header>
        <Title>{title}</Title>
        <Switches>
          {series.length > 1 && (
            <Switch role="radiogroup" aria-label={title}>
              {series.map((item) => (
                <SwitchButton
                  key={item.id}
                  type="button"
                  role="radio"
                  aria-checked={item.id === selected.id}
                  $on={item.id === selected.id}
                  onClick={() => setSelectedId(item.id)}
                >
                  {item.label}
                </SwitchButton>
              ))}
            </Switch>
          )}
          {kindSwitch && (
            <Switch role="radiogroup" aria-label={t('chart.kind')}>
              {CHART_KINDS.map((item) => (
                <SwitchButton
                  key={item}
                  type="button"
                  role="radio"
                  aria-checked={item === kind}
                  $on={item === kind}
                  onClick={() => setKind(item)}
                >
                  {t(`chart.kind.${item}`)}
                </SwitchButton>
              ))}
            </Switch>
          )}
        </Switches>
      </Header>
      {empty ? (
        <Empty style={{ height: CHART_HEIGHT }}>{t('chart.noData')}</Empty>
      ) : (
        <ClientOnly width="100%" height={CHART_HEIGHT}>
          {Canvas ? (
            <Canvas
              kind={kind}
              points={selected.points}
              label={selected.label}
              color={theme.colors.brand}
              formatValue={selected.formatValue}
              wholeNumbers={selected.wholeNumbers ?? false}
              formatDay={formatDay}
              height={CHART_HEIGHT}
            />
          ) : (
            <div style={{ height: CHART_HEIGHT }} aria-busy="true" />
          )}
        </ClientOnly>
      )}
    </Card>
  );
}

const Card = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Switches = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Switch = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  padding: 2px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

const SwitchButton = styled.button<{ $on: boolean }>`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  ${focusRing}

  ${({ $on, theme }) =>
    $on &&
    css`
      background: ${theme.colors.surface};
      color: ${theme.colors.brand};
      box-shadow: ${theme.shadows.card};
    `}
`;

const Empty = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
