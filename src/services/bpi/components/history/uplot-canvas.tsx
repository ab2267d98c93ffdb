import { useEffect, useRef } from 'react';
// Before uPlot: it reads navigator.language when evaluated.
import './uplot-locale.ts';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { SeriesPoint } from '../../lib/candles.ts';

interface UplotCanvasProps {
  series: readonly SeriesPoint[];
  /** The crosshair's point, driven by the keyboard in the parent. */
  cursorIndex: number | undefined;
  onPointer: (index: number | undefined) => void;
  formatPrice: (value: number) => string;
  height: number;
}

/** The theme's colours, read from the page so the canvas follows light and dark. */
function themeColours(root: HTMLElement) {
  const probe = (className: string) => {
    const span = document.createElement('span');
    span.className = className;
    root.append(span);
    const colour = getComputedStyle(span).color;
    span.remove();
    return colour;
  };
  return {
    line: probe('text-accent'),
    text: probe('text-soft'),
    grid: probe('text-zinc-200 dark:text-zinc-800'),
  };
}

function buildOptions(
  width: number,
  height: number,
  formatPrice: (value: number) => string,
  colours: ReturnType<typeof themeColours>,
  onCursor: (u: uPlot) => void,
): uPlot.Options {
  const axis = { stroke: colours.text, grid: { stroke: colours.grid, width: 1 }, ticks: { stroke: colours.grid, width: 1 } };
  return {
    width,
    height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { size: 9, fill: colours.line } },
    scales: { x: { time: true } },
    series: [{}, { stroke: colours.line, width: 2, points: { show: false } }],
    axes: [
      { ...axis, space: 70 },
      { ...axis, size: 76, values: (_u, values) => values.map((value) => formatPrice(value)) },
    ],
    hooks: { setCursor: [onCursor] },
  };
}

/** uPlot on a canvas: only this module (and so only /bpi) loads the library. */
export default function UplotCanvas(props: UplotCanvasProps) {
  const holder = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | undefined>(undefined);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  const { series, height } = props;
  const toData = (points: readonly SeriesPoint[]): uPlot.AlignedData => [points.map((point) => point.time), points.map((point) => point.price)];

  // One chart per mount (re-made only for a theme change); a new series is handed to it with setData.
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const onCursor = (u: uPlot) => {
      // Only pointer moves report back; a keyboard move already set the parent's index.
      if (u.cursor.event) latest.current.onPointer(u.cursor.idx ?? undefined);
    };
    const create = () => {
      chart.current?.destroy();
      chart.current = new uPlot(
        buildOptions(element.clientWidth || 320, height, (value) => latest.current.formatPrice(value), themeColours(element), onCursor),
        toData(latest.current.series),
        element,
      );
    };
    create();
    const resize = new ResizeObserver(() => chart.current?.setSize({ width: element.clientWidth || 320, height }));
    resize.observe(element);
    const theme = new MutationObserver(create);
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => {
      resize.disconnect();
      theme.disconnect();
      chart.current?.destroy();
      chart.current = undefined;
    };
  }, [height]);

  const drawn = useRef(series);
  useEffect(() => {
    if (drawn.current === series) return;
    drawn.current = series;
    chart.current?.setData(toData(series));
  }, [series]);

  const { cursorIndex } = props;
  useEffect(() => {
    const u = chart.current;
    const point = cursorIndex === undefined ? undefined : series[cursorIndex];
    if (!u) return;
    if (!point) {
      u.setCursor({ left: -10, top: -10 }, false);
      return;
    }
    if (u.cursor.idx === cursorIndex) return;
    u.setCursor({ left: u.valToPos(point.time, 'x'), top: u.valToPos(point.price, 'y') }, false);
  }, [cursorIndex, series]);

  return <div ref={holder} aria-hidden="true" className="w-full" style={{ minHeight: height }} />;
}
