export * from './message-box';
