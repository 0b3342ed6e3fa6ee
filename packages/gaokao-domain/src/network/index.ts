export * from './constants';
export * from './classify-reply';
export * from './classify-transport-error';
export * from './sms-seconds-left';
export * from './dialogs';
