/**
 * The chart.js line chart behind the preview charts. Browser only: the `.client` suffix makes
 * the server build replace this module with a stub (ssr-bundle/build.mjs), and SeriesChart
 * imports it after mount. The chart is created once and its data replaced on change, so
 * switching series does not flash.
 */
import {
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
import type { SeriesPoint } from '../../../lib/links/dailySeries';

Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Filler, Tooltip);

export interface LineChartProps {
  points: readonly SeriesPoint[];
  /** Dataset name (tooltips). */
  label: string;
  color: string;
  /** Tick and tooltip text for a value. */
  formatValue: (value: number) => string;
  /** Axis text for a day. */
  formatDay: (day: string) => string;
  height: number;
}

export function LineChartCanvas({ points, label, color, formatValue, formatDay, height }: LineChartProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const chartRef = useRef<Chart<'line', number[], string> | null>(null);
  const format = useRef({ formatValue, formatDay });
  format.current = { formatValue, formatDay };

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const chart = new Chart(canvas, {
      type: 'line',
      data: {
        labels: [],
        datasets: [
          // Label, colours and points come from the effect below, which runs right after this one.
          { label: '', data: [], fill: true, tension: 0.3, pointRadius: 2 },
        ],
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
          y: { beginAtZero: true, ticks: { callback: (value) => format.current.formatValue(Number(value)) } },
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
    return () => {
      chart.destroy();
      chartRef.current = null;
    };
  }, []); // created once; the effect below pushes the data

  useEffect(() => {
    const chart = chartRef.current;
    const dataset = chart?.data.datasets[0];
    if (!chart || !dataset) return;
    chart.data.labels = points.map((point) => point.day);
    dataset.data = points.map((point) => point.value);
    dataset.label = label;
    dataset.borderColor = color;
    dataset.backgroundColor = `${color}22`;
    chart.update();
  }, [points, label, color]);

  return (
    <div style={{ position: 'relative', height }}>
      <canvas ref={canvasRef} role="img" aria-label={label} />
    </div>
  );
}
