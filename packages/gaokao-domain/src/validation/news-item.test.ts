import { describe, expect, it } from 'vitest';
import { validateNewsItem, type NewsItemInput } from './news-item';

const title = { ok: false, message: '请输入标题', field: 'title' };
const content = { ok: false, message: '请输入正文', field: 'content' };
const image = { ok: false, message: '封面图片地址应以 http://、https:// 或 / 开头', field: 'imgurl' };

const cases: { name: string; input: NewsItemInput; expected: object }[] = [
  { name: 'a title and a paragraph', input: { title: '志愿填报指南', content: '<p>正文</p>' }, expected: { ok: true } },
  { name: 'an image only', input: { title: 't', content: '<p><img src="https://example.com/a.png"></p>' }, expected: { ok: true } },
  { name: 'an https cover', input: { title: 't', content: 'x', imgurl: 'https://example.com/a.png' }, expected: { ok: true } },
  { name: 'a cover on this site', input: { title: 't', content: 'x', imgurl: '/media/a.png' }, expected: { ok: true } },
  { name: 'no title', input: { title: '  ', content: '<p>x</p>' }, expected: title },
  { name: 'no title and no body: the title first', input: { title: '', content: '' }, expected: title },
  { name: 'empty paragraphs', input: { title: 't', content: '<p> </p><p>&nbsp;</p>' }, expected: content },
  { name: 'a javascript: cover', input: { title: 't', content: 'x', imgurl: 'javascript:alert(1)' }, expected: image },
  { name: 'a protocol-relative cover', input: { title: 't', content: 'x', imgurl: '//evil.example/a.png' }, expected: image },
  { name: 'a data: cover', input: { title: 't', content: 'x', imgurl: 'data:image/png;base64,AAAA' }, expected: image },
];

describe('given a news item to save', () => {
  it.each(cases)('should answer $name', ({ input, expected }) => {
    expect(validateNewsItem(input)).toEqual(expected);
  });
});
