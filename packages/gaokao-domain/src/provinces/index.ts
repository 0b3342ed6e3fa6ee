export * from './provinces';
export * from './batches';
