/**
 * The message catalogue behind `MSG` (messages.ts), one constant per message and one module per area: a bundle keeps
 * only the messages its code reads, and a page's JavaScript carries its own area's messages, not the whole catalogue.
 */
export * from './auth';
export * from './smart-fill';
export * from './filters';
export * from './edit-volunteer';
export * from './network';
export * from './wish-list';
export * from './money';
export * from './libraries';
export * from './open-wording';
export * from './labels';
export * from './success';
export * from './site';
export * from './ops';
