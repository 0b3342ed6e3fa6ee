export * from './year-trend-chart';
