import { describe, expect, it } from 'vitest';
import { href } from './href';
import * as paths from './paths';
import { OPS_ROUTES, ROUTES } from './routes';

describe('href', () => {
  const cases = [
    { name: 'a page alone', path: paths.school, query: undefined, expected: '/School' },
    { name: 'its query in the order given', path: paths.schoolDetail, query: { n: 12, fromList: 1 }, expected: '/SchoolDetail?n=12&fromList=1' },
    { name: 'values encoded as encodeURIComponent does', path: paths.major, query: { major_name: '计算机 科学&技术' }, expected: `/Major?major_name=${encodeURIComponent('计算机 科学&技术')}` },
    { name: 'undefined and null left out', path: paths.member, query: { type: 4, activeName: undefined, x: null }, expected: '/Home?type=4' },
    { name: 'an empty query is no query', path: paths.zixun, query: {}, expected: '/zixun' },
    { name: 'URLSearchParams as they are', path: paths.school, query: new URLSearchParams({ n: 'paihang', i: '1' }), expected: '/School?n=paihang&i=1' },
  ] as const;
  it.each(cases)('should write $name', ({ path, query, expected }) => expect(href(path, query)).toBe(expected));
});

describe('paths', () => {
  it('should be the route tables’ paths (the family’s and the operator console’s), each once', () => {
    const all: string[] = Object.values(paths).filter((v) => typeof v === 'string');
    expect([...all].sort()).toEqual([...ROUTES, ...OPS_ROUTES].map((r) => r.path).sort());
  });
});
