export * from './input';
