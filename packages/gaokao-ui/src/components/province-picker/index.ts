export * from './province-picker';
export { PROVINCES, provincesFromNames, filterProvinces, groupByInitial, type Province } from './provinces';
