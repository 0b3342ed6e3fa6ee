export * from './chart-frame';
