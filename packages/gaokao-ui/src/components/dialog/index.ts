export * from './dialog';
