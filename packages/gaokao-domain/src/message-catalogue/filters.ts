/** Messages: part 1 — filters. Read through `MSG` (messages.ts). */
export const majorRequired = '请选择专业';
export const majorToRemoveRequired = '请选择要移除的专业';
export const confirmRemoveMajor = '确认从过滤条件中移除当前专业吗?';
export const confirmRemoveSelectedMajors = '确认要移除选中的专业吗?';
export const confirmRemoveAllMajors = '确认移除所有专业吗?';
