/** Messages: part 1 — smart fill. Read through `MSG` (messages.ts). */
export const provinceRequired = '请选择您的省份';
export const scoreRequired = '请输入您的分数';
export const threeSubjectsRequired = '请选择三项科目';
