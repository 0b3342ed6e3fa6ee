export { MajorFilterDialog, MAJOR_LEVELS, type MajorFilterDialogProps, type MajorLevel, type MajorOption } from './major-filter-dialog';
