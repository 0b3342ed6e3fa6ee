export * from './checkbox';
export { checkboxOptionDisabled } from './option-disabled';
