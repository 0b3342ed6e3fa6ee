export * from './loading';
