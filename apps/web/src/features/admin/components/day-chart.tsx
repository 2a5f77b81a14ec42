import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDay, formatShortDay, istMidnightSeconds, todayInIndia } from '../utils/ist-days';

export interface DaySeries {
  label: string;
  /** One value a day, in the order of `days`. */
  values: readonly number[];
  /** A CSS colour (canvas strokes cannot read Tailwind classes). */
  color: string;
  /** Bars suit counts; a line with a light fill suits money. */
  kind: 'line' | 'bars';
}

export interface DayChartProps {
  /** India-time days (YYYY-MM-DD), one per point. */
  days: readonly string[];
  series: readonly DaySeries[];
  /** A value in the legend: '₹1,499', '3 enrolments'. */
  formatValue: (value: number) => string;
  /** A value on the axis, short: '₹1.5L'. */
  formatTick: (value: number) => string;
  height?: number;
}

const DAY_SECONDS = 86_400;
const FONT = '12px "Inter Variable", ui-sans-serif, system-ui, sans-serif';
const AXIS = {
  stroke: '#475569',
  font: FONT,
  grid: { stroke: '#e2e8f0', width: 1 },
  ticks: { stroke: '#cbd5e1', width: 1, size: 4 },
};
// Whole days, weeks, fortnights and months between labels: never a label at noon.
const DAY_STEPS = [1, 2, 7, 14, 28, 56, 91].map((days) => days * DAY_SECONDS);

const dayOf = (seconds: number) => todayInIndia(new Date(seconds * 1000));

/** A translucent fill of a `#rrggbb` colour. */
const tint = (color: string, alpha: number) =>
  `${color}${Math.round(alpha * 255)
    .toString(16)
    .padStart(2, '0')}`;

function optionsOf({ series, formatValue, formatTick }: DayChartProps, width: number, height: number) {
  const hasBars = series.some((line) => line.kind === 'bars');
  const options: uPlot.Options = {
    width,
    height,
    // Days are India's whatever the browser's zone, so a day's point sits on its own date.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Asia/Kolkata'),
    scales: {
      x: {
        time: true,
        // Half a day either side, so the first and last bars are drawn whole.
        range: (_chart, min, max) => (hasBars ? [min - DAY_SECONDS / 2, max + DAY_SECONDS / 2] : [min, max]),
      },
      y: { range: (_chart, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
    },
    axes: [
      {
        ...AXIS,
        space: 56,
        incrs: DAY_STEPS,
        values: (_chart, splits) => splits.map((seconds) => formatShortDay(dayOf(seconds))),
      },
      {
        ...AXIS,
        size: 60,
        values: (_chart, splits) => splits.map((value) => formatTick(value)),
      },
    ],
    series: [
      { label: 'Day', value: (_chart, seconds) => (seconds == null ? '—' : formatDay(dayOf(seconds))) },
      ...series.map(
        (line): uPlot.Series => ({
          label: line.label,
          stroke: line.color,
          width: line.kind === 'bars' ? 0 : 2,
          fill: tint(line.color, line.kind === 'bars' ? 0.85 : 0.1),
          points: { show: false },
          paths: line.kind === 'bars' ? uPlot.paths.bars?.({ size: [0.7, 28], align: 0 }) : undefined,
          value: (_chart, value) => (value == null ? '—' : formatValue(value)),
        }),
      ),
    ],
    cursor: { drag: { x: false, y: false }, points: { size: 7 } },
    legend: { live: true },
  };
  return options;
}

/**
 * A chart of figures per India-time day, drawn by uPlot on a canvas. It is a picture for the eye: the page puts
 * a text summary and the same figures as a table beside it, so the canvas is hidden from assistive technology.
 * It follows its box's width.
 */
export function DayChart(props: DayChartProps) {
  const { days, series, height = 240 } = props;
  const boxRef = useRef<HTMLDivElement>(null);
  const propsRef = useRef(props);
  propsRef.current = props;

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const data: uPlot.AlignedData = [
      days.map(istMidnightSeconds),
      ...series.map((line) => line.values as number[]),
    ];
    const chart = new uPlot(optionsOf(propsRef.current, box.clientWidth, height), data, box);
    const observer = new ResizeObserver(() => {
      if (box.clientWidth > 0 && box.clientWidth !== chart.width) {
        chart.setSize({ width: box.clientWidth, height });
      }
    });
    observer.observe(box);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [days, series, height]);

  return <div ref={boxRef} aria-hidden="true" className="day-chart w-full min-w-0" />;
}
