export * from './confirm-dialog';
