import { describe, expect, it } from 'vitest';
import { MSG, questionRequired } from './messages';
import { oneKeyFillCutHint, oneKeyFillHint } from './plan-messages';

describe('messages', () => {
  it('should word the assessment prompt with the question number', () => {
    expect(questionRequired(7)).toBe('第7题必做');
  });
  it.each([
    { name: 'a few majors and room', fillable: 9, room: 96, text: '可填报 9 个专业，志愿单还可填 96 个。系统将按预估分数从高到低均匀选取。' },
    { name: 'nothing left', fillable: 0, room: 0, text: '可填报 0 个专业，志愿单还可填 0 个。系统将按预估分数从高到低均匀选取。' },
    { name: '江苏 专业组 units', fillable: 2639, room: 40, unit: '专业组', text: '可填报 2639 个专业组，志愿单还可填 40 个。系统将按预估分数从高到低均匀选取。' },
    { name: 'both kinds of unit', fillable: 12, room: 40, unit: '专业（组）', text: '可填报 12 个专业（组），志愿单还可填 40 个。系统将按预估分数从高到低均匀选取。' },
    { name: 'the 冲/稳/保 mix', fillable: 9, room: 96, unit: '专业', mode: 'mix' as const, text: '可填报 9 个专业，志愿单还可填 96 个。系统将按所填的冲、稳、保个数，在每一类中按预估分数从高到低均匀选取。' },
  ])('should word the one-key fill hint for $name', ({ fillable, room, unit, mode, text }) => {
    expect(oneKeyFillHint(fillable, room, unit, mode)).toBe(text);
  });
  it.each([
    { name: 'every row read', read: 10706, total: 10706, text: null },
    { name: 'fewer rows than read (a page cut short)', read: 500, total: 499, text: null },
    { name: 'a band past the page limit', read: 20000, total: 23512, text: '推荐共 23512 个专业，一键填报只从预估线最高的 20000 个中选取；缩小填报范围可覆盖全部。' },
    { name: '专业组 units past the page limit', read: 20000, total: 20500, unit: '专业组', text: '推荐共 20500 个专业组，一键填报只从预估线最高的 20000 个中选取；缩小填报范围可覆盖全部。' },
  ])('should word the cut of one-key fill’s candidates for $name', ({ read, total, unit, text }) => {
    expect(oneKeyFillCutHint(read, total, unit)).toBe(text);
  });
  it('should keep every message distinct', () => {
    const values = Object.values(MSG);
    expect(new Set(values).size).toBe(values.length);
  });
});
