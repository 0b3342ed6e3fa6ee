export * from './score-chart';
