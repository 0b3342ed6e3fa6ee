export * from './role';
export * from './is-vip';
export * from './effective-role';
export * from './can';
export * from './centre-label';
export * from './role-label';
export * from './visible-blocks';
export * from './lower-level-panel';
