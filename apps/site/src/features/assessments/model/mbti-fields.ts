import type { MbtiResult } from './kinds';

/**
 * Every text field of the MBTI result (spec part 2 §3) with the heading the report gives it, in reading order. The
 * type (`iden`), its name (`TITLE`) and `create_time` head the report.
 */
export const MBTI_SECTIONS = [
  { field: 'gexing', label: '性格概述' },
  { field: 'tezhi', label: '性格特质' },
  { field: 'youshi', label: '你的优势' },
  { field: 'lueshi', label: '你的劣势' },
  { field: 'mangdian', label: '可能的盲点' },
  { field: 'gongneng', label: '在团队中的作用' },
  { field: 'youxiao', label: '最有效的环境' },
  { field: 'jiejue', label: '解决问题的方式' },
  { field: 'gongxian', label: '对组织的贡献' },
  { field: 'lingdao', label: '领导风格' },
  { field: 'qianzai', label: '潜在的压力与问题' },
  { field: 'zhiyetype', label: '适合的职业类型' },
  { field: 'shihe', label: '适合的专业' },
  { field: 'fazhan', label: '发展建议' },
] as const;

/** The four MBTI dimensions with the names of their letters, for the score table. */
export const MBTI_DIMENSION_NAMES = [
  { name: '精力来源', first: ['E', '外向'], second: ['I', '内向'] },
  { name: '认识世界', first: ['S', '实感'], second: ['N', '直觉'] },
  { name: '判断事物', first: ['T', '思考'], second: ['F', '情感'] },
  { name: '生活态度', first: ['J', '判断'], second: ['P', '知觉'] },
] as const;

/** A text field of a result, or '' when the server sent none. */
export function mbtiText(result: MbtiResult, field: string): string {
  const value = result[field];
  return typeof value === 'string' ? value : '';
}
