import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export type BarSeries = { label: string; values: number[]; color: string };

export type BarChartProps = {
  /** The label under each group of bars. */
  categories: string[];
  series: BarSeries[];
  height?: number;
};

const cssVar = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/**
 * Grouped bars drawn by uPlot (https://github.com/leeoniya/uPlot) on a canvas. The canvas is
 * decoration for sighted readers: the card around it gives the same figures as a table.
 */
export default function BarChart({ categories, series, height = 180 }: BarChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const text = cssVar('--muted', '#5d5750');
    const grid = cssVar('--border', '#ddd6cc');
    const band = 0.8 / series.length;
    const width = () => Math.max(200, el.clientWidth);
    const plot = new uPlot(
      {
        width: width(),
        height,
        legend: { show: false },
        cursor: { show: false },
        select: { show: false, left: 0, top: 0, width: 0, height: 0 },
        scales: { x: { time: false, range: [-0.5, categories.length - 0.5] } },
        axes: [
          {
            stroke: text,
            grid: { show: false },
            ticks: { show: false },
            splits: () => categories.map((_, i) => i),
            values: (_u, splits) => splits.map((i) => categories[i] ?? ''),
          },
          { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { show: false } },
        ],
        series: [
          {},
          ...series.map((s, i) => ({
            label: s.label,
            stroke: s.color,
            fill: s.color,
            width: 0,
            points: { show: false },
            // Series i's bars sit side by side in each group: left edge and width in x units.
            paths: uPlot.paths.bars!({
              size: [1, Infinity],
              disp: {
                x0: { unit: 1, values: () => categories.map((_, x) => x - 0.4 + band * i) },
                size: { unit: 1, values: () => [band * 0.9] },
              },
            }),
          })),
        ],
      },
      [categories.map((_, i) => i), ...series.map((s) => s.values)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [categories, series, height]);

  return <div ref={box} className="bar-chart" />;
}
