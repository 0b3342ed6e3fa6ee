export { Box, type BoxProps } from './box';
export { Stack, Inline, Columns, stackAligns, inlineAlignYs, type StackProps, type InlineProps, type ColumnsProps } from './layout';
