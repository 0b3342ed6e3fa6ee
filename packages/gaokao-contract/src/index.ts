export * from './envelope';
export * from './fields';
export * from './calls';
export * from './replies';
export * from './walk';
export * from './sms-challenge';
