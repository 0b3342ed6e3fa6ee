export * from './provinces';
export * from './batches';
export * from './form-model';
export * from './form-notes';
