export { SortDialog, type SortDialogProps, type SortDialogRow } from './sort-dialog';
