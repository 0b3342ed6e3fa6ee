export * from './rank-chart';
