import { describe, expect, it } from 'vitest';
import { MSG, oneKeyFillHint, questionRequired } from './messages';

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
  it('should keep every message distinct', () => {
    const values = Object.values(MSG);
    expect(new Set(values).size).toBe(values.length);
  });
});
