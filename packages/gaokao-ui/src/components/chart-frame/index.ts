export * from './chart-frame';
export { formatTick, integerTicks, tickCountFor, NoData } from './ticks';
