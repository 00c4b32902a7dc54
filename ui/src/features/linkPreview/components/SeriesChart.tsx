/**
 * A preview chart card (docs/analytics.md#link-preview): a title, a switch between its series (one
 * at a time), and the chart for the selected series, or the "no data" message when the range has
 * nothing. chart.js only loads in the browser: the server and first render show a fixed 280px skeleton.
 */
import { useEffect, useState, type ComponentType } from 'react';
import styled, { css, useTheme } from 'styled-components';
import { ClientOnly } from '../../../components/ClientOnly';
import { useT } from '../../../i18n/useT';
import { isEmptySeries, type SeriesPoint } from '../../../lib/links/dailySeries';
import { formatDayMonthYear } from '../../../lib/links/format';
import { focusRing } from '../../../theme/mixins';
import type { LineChartProps } from './SeriesChart.client';

/** Chart height (docs/analytics.md#link-preview). */
export const CHART_HEIGHT = 280;

export interface ChartSeries {
  id: string;
  label: string;
  points: readonly SeriesPoint[];
  formatValue: (value: number) => string;
}

interface Props {
  title: string;
  series: readonly ChartSeries[];
  loading: boolean;
}

const formatDay = (day: string) => formatDayMonthYear(day).slice(0, 5);

export function SeriesChart({ title, series, loading }: Props) {
  const t = useT();
  const theme = useTheme();
  const [selectedId, setSelectedId] = useState(series[0]?.id ?? '');
  const [Canvas, setCanvas] = useState<ComponentType<LineChartProps> | null>(null);
  const selected = series.find((item) => item.id === selectedId) ?? series[0];

  useEffect(() => {
    let live = true;
    import('./SeriesChart.client')
      .then((module) => {
        if (live) setCanvas(() => module.LineChartCanvas);
      })
      .catch((error: unknown) => console.error('Loading the chart failed', error));
    return () => {
      live = false;
    };
  }, []);

  if (!selected) return null;
  const empty = !loading && isEmptySeries(selected.points);

  return (
    <Card>
      <Header>
        <Title>{title}</Title>
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
      </Header>
      {empty ? (
        <Empty style={{ height: CHART_HEIGHT }}>{t('linkPreview.chart.noData')}</Empty>
      ) : (
        <ClientOnly width="100%" height={CHART_HEIGHT}>
          {Canvas ? (
            <Canvas
              points={selected.points}
              label={selected.label}
              color={theme.colors.brand}
              formatValue={selected.formatValue}
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

const Switch = styled.div`
  display: inline-flex;
  padding: 2px;
  border-radius: ${({ theme }) => theme.radii.pill};
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
