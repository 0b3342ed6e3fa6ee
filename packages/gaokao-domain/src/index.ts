/**
 * gaokao-domain — the business rules of the gaokao application planner.
 * Pure functions over plain data: no I/O, no clock, no randomness (pass them in).
 */
export * from './messages';
