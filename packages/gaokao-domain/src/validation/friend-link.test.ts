import { describe, expect, it } from 'vitest';
import { validateFriendLink, type FriendLinkInput } from './friend-link';

const title = { ok: false, message: '请输入链接名称', field: 'title' };
const url = { ok: false, message: '链接地址应以 http:// 或 https:// 开头', field: 'url' };

const cases: { name: string; input: FriendLinkInput; expected: object }[] = [
  { name: 'a name and an https address', input: { title: '阳光高考', url: 'https://gaokao.chsi.com.cn/' }, expected: { ok: true } },
  { name: 'an http address with a path and query', input: { title: '考试院', url: 'http://www.example.edu.cn/zs?id=1' }, expected: { ok: true } },
  { name: 'no name', input: { title: ' ', url: 'https://example.com' }, expected: title },
  { name: 'no name and no address: the name first', input: { title: '', url: '' }, expected: title },
  { name: 'no address', input: { title: 't', url: '' }, expected: url },
  { name: 'a javascript: address', input: { title: 't', url: 'javascript:alert(1)' }, expected: url },
  { name: 'a protocol-relative address', input: { title: 't', url: '//evil.example/' }, expected: url },
  { name: 'a site path', input: { title: 't', url: '/aboutus' }, expected: url },
  { name: 'a scheme without a host', input: { title: 't', url: 'https:///x' }, expected: url },
  { name: 'an address with a space', input: { title: 't', url: 'https://a.example/x y' }, expected: url },
];

describe('given a friendship link to save', () => {
  it.each(cases)('should answer $name', ({ input, expected }) => {
    expect(validateFriendLink(input)).toEqual(expected);
  });
});
