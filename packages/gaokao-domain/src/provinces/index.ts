export * from './provinces';
