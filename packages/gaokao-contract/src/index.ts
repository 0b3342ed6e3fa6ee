export * from './envelope';
export * from './fields';
export * from './calls';
export * from './replies';
export type * from './season-replies';
export * from './walk';
export * as routes from './routes';
export * from './sms-challenge';
export * from './ops-seasons';
