import type { CSSProperties, ReactNode } from 'react';
import { Box, type BoxProps } from './box';
import type { Space } from '../../styles/sprinkles.css';

const alignMap = { left: 'flex-start', center: 'center', right: 'flex-end', stretch: 'stretch' } as const;
const alignYMap = { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline' } as const;

export const stackAligns = ['left', 'center', 'right', 'stretch'] as const;
export const inlineAlignYs = ['top', 'center', 'bottom', 'baseline'] as const;

export type StackProps = Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems'> & {
  /** Vertical gap between children. */
  space?: Space;
  align?: (typeof stackAligns)[number];
};

/** Children stacked vertically with an even gap from the spacing scale. */
export function Stack({ space = 'md', align = 'stretch', ...rest }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={space} alignItems={alignMap[align]} {...rest} />;
}

export type InlineProps = Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems' | 'justifyContent'> & {
  /** Gap between children, horizontally and between wrapped lines. */
  space?: Space;
  alignY?: (typeof inlineAlignYs)[number];
  align?: 'left' | 'center' | 'right' | 'between';
  /** Keep all children on one line. */
  noWrap?: boolean;
};

/** Children in a row that wraps, for button bars, tags and filter chips. */
export function Inline({ space = 'sm', alignY = 'center', align = 'left', noWrap, ...rest }: InlineProps) {
  const justify = ({ left: 'flex-start', center: 'center', right: 'flex-end', between: 'space-between' } as const)[align];
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={noWrap ? 'nowrap' : 'wrap'}
      gap={space}
      alignItems={alignYMap[alignY]}
      justifyContent={justify}
      {...rest}
    />
  );
}

export type ColumnsProps = {
  children: ReactNode;
  /** Number of equal columns, or explicit CSS track sizes such as `['240px', '1fr']`. */
  columns?: number | string[];
  space?: Space;
  /** Below this breakpoint the columns stack into one. */
  collapseBelow?: 'tablet' | 'desktop';
  className?: string;
  as?: BoxProps['as'];
} & Omit<BoxProps, 'display' | 'gap' | 'children'>;

/** A responsive grid of columns that collapses to one column on small screens. */
export function Columns({ columns = 2, space = 'lg', collapseBelow, style, ...rest }: ColumnsProps) {
  const template = Array.isArray(columns) ? columns.join(' ') : `repeat(${columns}, minmax(0, 1fr))`;
  const display = collapseBelow
    ? collapseBelow === 'tablet'
      ? ({ mobile: 'flex', tablet: 'grid' } as const)
      : ({ mobile: 'flex', desktop: 'grid' } as const)
    : 'grid';
  const merged: CSSProperties = { gridTemplateColumns: template, ...style };
  return <Box display={display} flexDirection="column" gap={space} style={merged} {...rest} />;
}
