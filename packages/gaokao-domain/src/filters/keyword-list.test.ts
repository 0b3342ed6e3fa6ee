import { describe, expect, it } from 'vitest';
import { keywordList } from './keyword-list';

type Case = { name: string; selected: string[] | null | undefined; custom: string | null | undefined; keywords: string[] };
const cases: Case[] = [
  { name: 'fixed options only', selected: ['中外合作', '预科'], custom: '', keywords: ['中外合作', '预科'] },
  { name: 'custom text without 自定义 checked', selected: ['专项'], custom: '师范', keywords: ['专项'] },
  { name: '自定义 with text', selected: ['专项', '自定义'], custom: '师范，医学', keywords: ['专项', '师范', '医学'] },
  { name: '自定义 with empty text', selected: ['自定义'], custom: '', keywords: [] },
  { name: 'a custom keyword repeating an option', selected: ['预科', '自定义'], custom: '预科,定向', keywords: ['预科', '定向'] },
  { name: 'nothing', selected: undefined, custom: undefined, keywords: [] },
];

describe('given the keyword checkboxes and custom text', () => {
  it.each(cases)('should list $name', ({ selected, custom, keywords }) => {
    expect(keywordList(selected, custom)).toEqual(keywords);
  });
});
