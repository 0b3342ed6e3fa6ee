export * from './source-list';
