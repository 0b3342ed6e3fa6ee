import { EDIT_MAX_SUBJECTS } from './subjects';

/** True when an edit-dialog subject checkbox is disabled: 物理 while 历史 is chosen (and the reverse), or 3 are checked. */
export function subjectDisabled(selected: readonly string[], option: string): boolean {
  if (selected.includes(option)) return false;
  if (option === '物理' && selected.includes('历史')) return true;
  if (option === '历史' && selected.includes('物理')) return true;
  return selected.length >= EDIT_MAX_SUBJECTS;
}
