export * from './radar-chart';
