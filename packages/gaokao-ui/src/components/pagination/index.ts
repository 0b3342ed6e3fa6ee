export * from './pagination';
export { paginationItems, pageCountOf, type PaginationItem } from './pagination-items';
