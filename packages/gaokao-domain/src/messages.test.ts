import { describe, expect, it } from 'vitest';
import { MSG, oneKeyFillCutHint, oneKeyFillHint, questionRequired } from './messages';

describe('messages', () => {
  it('should word the assessment prompt with the question number', () => {
    expect(questionRequired(7)).toBe('第7题必做');
  });
  it.each([
    { name: 'a few majors and room', fillable: 9, room: 96, text: '可填报 9 个专业，志愿单还可填 96 个。系统将按预估分数从高到低均匀选取。' },
    { name: 'nothing left', fillable: 0, room: 0, text: '可填报 0 个专业，志愿单还可填 0 个。系统将按预估分数从高到低均匀选取。' },
  ])('should word the one-key fill hint for $name', ({ fillable, room, text }) => {
    expect(oneKeyFillHint(fillable, room)).toBe(text);
  });
  it.each([
    { name: 'every row read', read: 10706, total: 10706, text: null },
    { name: 'fewer rows than read (a page cut short)', read: 500, total: 499, text: null },
    { name: 'a band past the page limit', read: 20000, total: 23512, text: '推荐共 23512 个专业，一键填报只从预估线最高的 20000 个中选取；缩小填报范围可覆盖全部。' },
  ])('should word the cut of one-key fill’s candidates for $name', ({ read, total, text }) => {
    expect(oneKeyFillCutHint(read, total)).toBe(text);
  });
  it('should keep every message distinct', () => {
    const values = Object.values(MSG);
    expect(new Set(values).size).toBe(values.length);
  });
});
