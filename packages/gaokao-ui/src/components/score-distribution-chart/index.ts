export * from './score-distribution-chart';
