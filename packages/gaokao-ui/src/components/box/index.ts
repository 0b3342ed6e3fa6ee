// The layout atoms live with Box: an app that never lays out with Box does not ship their CSS.
export { sprinkles, breakpoints, spaceNames, type Sprinkles, type Space } from '../../styles/sprinkles.css';
export { Box, type BoxProps } from './box';
export { Stack, Inline, Columns, stackAligns, inlineAlignYs, type StackProps, type InlineProps, type ColumnsProps } from './layout';
