/**
 * gaokao-domain — the business rules of the gaokao application planner.
 * Pure functions over plain data: no I/O, no clock, no randomness (pass them in).
 */
export * from './messages';
export * from './plan-messages';
export * from './rank/index';
export * from './predict/index';
export * from './risk/index';
export * from './plan/index';
export * from './pricing/index';
export * from './assessment/index';
export * from './validation/index';
export * from './filters/index';
export * from './display/index';
export * from './permissions/index';
export * from './network/index';
export * from './provinces/index';
export * from './colleges/index';
export * from './random/index';
