import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import styles from './numbers.module.css';

export interface ChartSeries {
  label: string;
  color: string;
  /** One value a day; null where the number is hidden ("< 5") or unknown. */
  values: (number | null)[];
  bars?: boolean;
}

interface Props {
  title: string;
  days: readonly string[];
  series: readonly ChartSeries[];
}

const HEIGHT = 220;
/** Narrower than this the days' labels collide; a phone's column (about 340 px) is wider. */
const MIN_WIDTH = 240;

const seconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/**
 * Lines (or bars) over the range's days, drawn by uPlot on a canvas. A picture of the table under
 * it: hidden from screen readers, which read the table, the same numbers.
 */
export function NumbersChart({ title, days, series }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const bars = uPlot.paths.bars?.({ size: [0.6, 40] });
    const plot = new uPlot(
      {
        width: Math.max(MIN_WIDTH, element.clientWidth),
        height: HEIGHT,
        // Days are Ulaanbaatar's, sent as dates: shown as they are, with no zone shift.
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        legend: { show: true },
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: 2,
            ...(s.bars && bars ? { paths: bars, fill: `${s.color}88` } : {}),
          })),
        ],
        axes: [{}, { size: 70 }],
      },
      [days.map(seconds), ...series.map((s) => s.values)],
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(MIN_WIDTH, element.clientWidth), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series]);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      <div ref={box} aria-hidden="true" />
    </figure>
  );
}
