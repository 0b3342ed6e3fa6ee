export * from './branch-campuses';
export * from './college-name';
export * from './special-plan';
