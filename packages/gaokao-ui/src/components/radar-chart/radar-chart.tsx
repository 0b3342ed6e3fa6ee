import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Line, Polygon } from '@visx/shape';
import { Text } from '@visx/text';
import { ChartFrame } from '../chart-frame/chart-frame';
import { paint } from '../chart-frame/chart-frame.css';

/** The six Holland types in the report's order, with their Chinese names. */
export const HOLLAND_AXES = [
  { key: 'I', label: '研究型' },
  { key: 'A', label: '艺术型' },
  { key: 'E', label: '企业型' },
  { key: 'S', label: '社会型' },
  { key: 'R', label: '现实型' },
  { key: 'C', label: '常规型' },
] as const;

/** Each Holland axis tops out at 25. */
export const HOLLAND_MAX = 25;

export type RadarDatum = { key: string; label: string; value: number };

export type RadarChartProps = {
  data: readonly RadarDatum[];
  max?: number;
  /** Concentric grid rings. */
  levels?: number;
  size?: number;
  title?: string;
  hideTitle?: boolean;
  defaultShowTable?: boolean;
};

/** Pairs Holland scores (in `HOLLAND_AXES` order) with their axes. */
export function hollandData(scores: readonly number[]): RadarDatum[] {
  return HOLLAND_AXES.map((axis, i) => ({ key: axis.key, label: axis.label, value: scores[i] ?? 0 }));
}

function pointAt(index: number, count: number, radius: number): { x: number; y: number } {
  // Start at 12 o'clock and go clockwise.
  const angle = (Math.PI * 2 * index) / count - Math.PI / 2;
  return { x: radius * Math.cos(angle), y: radius * Math.sin(angle) };
}

/** A radar chart for the Holland report: six axes from 0 to 25, grid rings, the score polygon and a data table. */
export function RadarChart({ data, max = HOLLAND_MAX, levels = 5, size = 320, title = '霍兰德职业兴趣雷达图', hideTitle, defaultShowTable }: RadarChartProps) {
  const margin = 48;
  const radius = size / 2 - margin;
  const r = scaleLinear<number>({ domain: [0, max], range: [0, radius], clamp: true });
  const n = data.length;
  const top = [...data].sort((a, b) => b.value - a.value).slice(0, 3);
  const summary = `${n} 个维度，满分 ${max}。得分最高：${top.map((d) => `${d.label} ${d.value}`).join('，')}。`;
  return (
    <ChartFrame
      title={title}
      summary={summary}
      width={size}
      height={size}
      hideTitle={hideTitle}
      defaultShowTable={defaultShowTable}
      table={{ columns: ['类型', '得分', '满分'], rows: data.map((d) => [d.label, d.value, max]) }}
    >
      <Group top={size / 2} left={size / 2}>
        {Array.from({ length: levels }, (_, level) => {
          const ringRadius = (radius * (level + 1)) / levels;
          return (
            <Polygon key={level} className={paint.grid} points={data.map((_, i) => pointAt(i, n, ringRadius)).map(({ x, y }) => [x, y])} />
          );
        })}
        {data.map((d, i) => {
          const end = pointAt(i, n, radius);
          const labelAt = pointAt(i, n, radius + 22);
          return (
            <g key={d.key}>
              <Line className={paint.grid} from={{ x: 0, y: 0 }} to={end} />
              <Text className={paint.label} x={labelAt.x} y={labelAt.y} textAnchor="middle" verticalAnchor="middle" aria-hidden="true">
                {d.label}
              </Text>
            </g>
          );
        })}
        <Polygon className={paint.series1Area} points={data.map((d, i) => pointAt(i, n, r(d.value))).map(({ x, y }) => [x, y])} />
        {data.map((d, i) => {
          const p = pointAt(i, n, r(d.value));
          return <circle key={d.key} className={paint.series1Fill} cx={p.x} cy={p.y} r={3} data-value={d.value} />;
        })}
        <Text className={paint.mutedLabel} x={4} y={-radius} verticalAnchor="end" aria-hidden="true">
          {max}
        </Text>
      </Group>
    </ChartFrame>
  );
}
