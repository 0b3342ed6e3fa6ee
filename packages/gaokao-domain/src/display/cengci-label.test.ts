import { describe, expect, it } from 'vitest';
import { cengciLabel, isVocational } from './cengci-label';

type Case = { name: string; cengci: string | null | undefined; label: string; vocational: boolean };
const cases: Case[] = [
  { name: '本科', cengci: '本科', label: '本科', vocational: false },
  { name: '专科(高职)', cengci: '专科(高职)', label: '职业教育', vocational: true },
  { name: '职业本科', cengci: '职业本科', label: '职业教育', vocational: true },
  { name: '高职', cengci: '高职', label: '职业教育', vocational: true },
  { name: 'padded 专科', cengci: ' 专科 ', label: '专科', vocational: false },
  { name: 'empty', cengci: '', label: '', vocational: false },
  { name: 'null', cengci: null, label: '', vocational: false },
];

describe('given a level (cengci)', () => {
  it.each(cases)('should show $name as "$label"', ({ cengci, label }) => {
    expect(cengciLabel(cengci)).toBe(label);
  });
  it.each(cases)('should call $name vocational=$vocational', ({ cengci, vocational }) => {
    expect(isVocational(cengci)).toBe(vocational);
  });
});
