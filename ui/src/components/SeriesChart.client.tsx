/**
 * The chart.js chart behind SeriesChart: a line or bars over one point per day. Browser only: the
 * `.client` suffix makes the server build replace this module with a stub (ssr-bundle/build.mjs),
 * and SeriesChart imports it after mount. The chart is created once per kind and its data replaced
 * on change, so switching series does not flash.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type Scale,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import type { SeriesPoint } from '../lib/series';

Chart.register(LineController, LineElement, BarController, BarElement, PointElement, LinearScale, CategoryScale, Filler, Tooltip);

/** How the series is drawn. */
export type ChartKind = 'line' | 'bar';

export interface SeriesCanvasProps {
  kind: ChartKind;
  points: readonly SeriesPoint[];
  /** Dataset name (tooltips). */
  label: string;
  color: string;
  /** Tick and tooltip text for a value. */
  formatValue: (value: number) => string;
  /** Counts: the value axis steps by whole numbers (no "0.5 views"). */
  wholeNumbers: boolean;
  /** Axis text for a day. */
  formatDay: (day: string) => string;
  height: number;
}

export function SeriesCanvas({ kind, points, label, color, formatValue, wholeNumbers, formatDay, height }: SeriesCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const chartRef = useRef<Chart<ChartKind, number[], string> | null>(null);
  const format = useRef({ formatValue, formatDay });
  format.current = { formatValue, formatDay };
  const latest = useRef({ points, label, color, wholeNumbers });
  latest.current = { points, label, color, wholeNumbers };

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const chart: Chart<ChartKind, number[], string> = new Chart(canvas, {
      type: kind,
      data: {
        labels: [],
        // Label, colours and points come from `fill` below and the effect after this one.
        datasets: [{ label: '', data: [], fill: kind === 'line', tension: 0.3, pointRadius: 2, borderRadius: 3 }],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: {
            grid: { display: false },
            ticks: {
              maxTicksLimit: 8,
              callback(this: Scale, value: string | number): string {
                return format.current.formatDay(this.getLabelForValue(Number(value)));
              },
            },
          },
          y: {
            beginAtZero: true,
            ticks: { callback: (value) => format.current.formatValue(Number(value)) },
          },
        },
        plugins: {
          tooltip: {
            callbacks: {
              title: (items) => format.current.formatDay(items[0]?.label ?? ''),
              label: (item) => `${item.dataset.label ?? ''}: ${format.current.formatValue(Number(item.raw))}`,
            },
          },
        },
      },
    });
    chartRef.current = chart;
    fill(chart, latest.current, kind);
    return () => {
      chart.destroy();
      chartRef.current = null;
    };
  }, [kind]); // a new kind is a new chart; the effect below pushes new data into it

  useEffect(() => {
    if (chartRef.current) fill(chartRef.current, { points, label, color, wholeNumbers }, kind);
  }, [points, label, color, wholeNumbers, kind]);

  return (
    <div style={{ position: 'relative', height }}>
      <canvas ref={canvasRef} role="img" aria-label={label} />
    </div>
  );
}

/** Puts the points, name and colours into the chart's one dataset, sets the axis step, and redraws. */
function fill(
  chart: Chart<ChartKind, number[], string>,
  { points, label, color, wholeNumbers }: Pick<SeriesCanvasProps, 'points' | 'label' | 'color' | 'wholeNumbers'>,
  kind: ChartKind,
) {
  const dataset = chart.data.datasets[0];
  if (!dataset) return;
  chart.data.labels = points.map((point) => point.day);
  dataset.data = points.map((point) => point.value);
  dataset.label = label;
  dataset.borderColor = color;
  // Bars are solid; a line's area is a light tint of it.
  dataset.backgroundColor = kind === 'bar' ? color : `${color}22`;
  const y = chart.options.scales?.y;
  if (y?.type === 'linear' && y.ticks) y.ticks.precision = wholeNumbers ? 0 : undefined;
  chart.update();
}
