export { OtherFilterDialog, type OtherFilterDialogProps, type OtherScreen } from './other-filter-dialog';
