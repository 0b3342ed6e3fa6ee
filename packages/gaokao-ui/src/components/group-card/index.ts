export * from './group-card';
