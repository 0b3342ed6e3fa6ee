import { describe, expect, it } from 'vitest';
import { MSG, questionRequired } from './messages';

describe('messages', () => {
  it('should word the assessment prompt with the question number', () => {
    expect(questionRequired(7)).toBe('第7题必做');
  });
  it('should keep every message distinct', () => {
    const values = Object.values(MSG);
    expect(new Set(values).size).toBe(values.length);
  });
});
