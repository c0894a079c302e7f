import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatNumber } from '@ongi/shared';
import styles from './start-page.module.css';

export interface DailyPoint {
  day: string;
  wreaths: number;
  amount: number;
}

const primary = '#9c5038';
const sage = '#4f6b5a';
const muted = '#6b6b6b';

/** '2026-11-29' → 11/29 on the axis. */
const dayLabel = (day: string) => `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;

/**
 * Wreaths (bars, left axis) and won (line, right axis) per Korean day, drawn
 * by uPlot on a canvas as wide as its box. The canvas is hidden from screen
 * readers: the table beside it says the same.
 */
export function DailyChart({ points }: { points: DailyPoint[] }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const xs = points.map((_, index) => index);
    const bars = uPlot.paths.bars!({ size: [0.6, 24] });
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 280),
      height: 240,
      legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { show: false } },
      scales: { x: { time: false }, wreaths: { range: (_u, _min, max) => [0, Math.max(1, max)] }, won: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
      axes: [
        {
          stroke: muted,
          grid: { show: false },
          values: (_u, splits) => splits.map((index) => (points[index] ? dayLabel(points[index].day) : '')),
        },
        { scale: 'wreaths', stroke: primary, values: (_u, splits) => splits.map((value) => (Number.isInteger(value) ? `${value}개` : '')), size: 48 },
        {
          scale: 'won',
          side: 1,
          stroke: sage,
          grid: { show: false },
          size: 64,
          values: (_u, splits) => splits.map((value) => (value >= 10_000 ? `${formatNumber(Math.round(value / 10_000))}만` : formatNumber(value))),
        },
      ],
      series: [
        {},
        { label: '기부화환', scale: 'wreaths', stroke: primary, fill: 'rgba(156, 80, 56, 0.35)', paths: bars, points: { show: false } },
        { label: '금액', scale: 'won', stroke: sage, width: 2, points: { show: true, size: 4 } },
      ],
    };
    const chart = new uPlot(options, [xs, points.map((point) => point.wreaths), points.map((point) => point.amount)], element);
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 280), height: 240 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [points]);

  return <div ref={box} className={styles.chart} aria-hidden="true" />;
}
