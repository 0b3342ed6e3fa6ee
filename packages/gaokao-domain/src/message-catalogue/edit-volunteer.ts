/** Messages: part 1 — edit volunteer and roles. Read through `MSG` (messages.ts). */
export const upgradeVipToEdit = '升级VIP可修改';
export const physicsXorHistory = '所选科目物理和历史必选，且二选一';
export const nameRequired = '姓名不能为空';
export const sexRequired = '性别不能为空';
export const batchRequired = '批次不能为空';
export const scoreEmpty = '成绩不能为空';
export const subjectsRequired = '所选科目不能为空';
export const provinceEmpty = '省份不能为空';
export const removeFailed = '移除失败';
