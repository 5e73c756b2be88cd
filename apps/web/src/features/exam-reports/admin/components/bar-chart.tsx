import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { useEffect, useId, useRef } from 'react';
import styles from './exam-report.module.css';

/*
 * The report's charts: Chart.js (kept, canvas, tree-shakable), with only the pieces a bar chart needs
 * registered. This file is imported by the report page alone, so the library lands in that page's
 * chunk and no other admin page downloads it (the e2e test of the report checks the build).
 */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export type BarChartProps = {
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  label: string;
  labels: string[];
  values: number[];
  /** One colour per bar, or one for all. */
  colors: string | string[];
  /** Formats a value in the tooltip and on the value axis. */
  format?: (value: number) => string;
  /** Horizontal bars (long category names, many questions on a phone). */
  isHorizontal?: boolean;
  /** The value axis's upper bound (1 for rates); free when absent. */
  max?: number;
  height: number;
};

export function BarChart({
  label,
  labels,
  values,
  colors,
  format,
  isHorizontal,
  max,
  height,
}: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const valuesId = useId();
  const chart = useRef<Chart<'bar'> | null>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const valueAxis = {
      beginAtZero: true,
      ...(max === undefined ? {} : { max }),
      ticks: {
        precision: 0,
        ...(format ? { callback: (value: string | number) => format(Number(value)) } : {}),
      },
    };
    const config: ChartConfiguration<'bar'> = {
      type: 'bar',
      data: { labels, datasets: [{ label, data: values, backgroundColor: colors, borderRadius: 3 }] },
      options: {
        indexAxis: isHorizontal ? 'y' : 'x',
        maintainAspectRatio: false,
        animation: false,
        scales: isHorizontal ? { x: valueAxis, y: { ticks: { autoSkip: false } } } : { y: valueAxis },
        plugins: {
          tooltip: {
            callbacks: { label: (item) => (format ? format(Number(item.raw)) : String(item.raw)) },
          },
        },
      },
    };
    chart.current = new Chart(canvas.current, config);
    return () => {
      chart.current?.destroy();
      chart.current = null;
    };
  }, [label, labels, values, colors, format, isHorizontal, max]);

  return (
    <div className={styles.chart} style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={label} aria-describedby={valuesId} />
      {/* The bars as text, one item per bar: what a screen reader reads of the picture. */}
      <ul id={valuesId} className={styles.srOnly}>
        {labels.map((name, i) => (
          <li key={name}>
            {name}: {format ? format(values[i] ?? 0) : (values[i] ?? 0)}
          </li>
        ))}
      </ul>
    </div>
  );
}
