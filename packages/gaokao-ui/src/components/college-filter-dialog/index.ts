export { CollegeFilterDialog, COLLEGE_FILTER_GROUPS, type CollegeFilterDialogProps, type CollegeScreen } from './college-filter-dialog';
