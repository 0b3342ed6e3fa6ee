import { describe, expect, it } from 'vitest';
import { isPrerenderedFor, PRERENDERED_ATTRIBUTE } from './prerendered';
import { PRERENDERED_PATHS } from '../config/routes';

describe('whether #root holds the HTML prerendered for this address', () => {
  const cases: { name: string; mark: string | null; pathname: string; search: string; hydrate: boolean }[] = [
    { name: 'the home page', mark: '/', pathname: '/', search: '', hydrate: true },
    { name: 'another case of the same path', mark: '/aboutus', pathname: '/Aboutus', search: '', hydrate: true },
    { name: 'a trailing slash', mark: '/aboutus', pathname: '/aboutus/', search: '', hydrate: true },
    { name: 'a query (the page may read it in its first render)', mark: '/', pathname: '/', search: '?code=PROMO1', hydrate: false },
    { name: 'another path', mark: '/', pathname: '/Volunteer', search: '', hydrate: false },
    { name: 'index.html, not prerendered', mark: null, pathname: '/', search: '', hydrate: false },
  ];
  it.each(cases)('$name: $hydrate', ({ mark, pathname, search, hydrate }) => {
    const root = document.createElement('div');
    if (mark !== null) root.setAttribute(PRERENDERED_ATTRIBUTE, mark);
    expect(isPrerenderedFor(root, { pathname, search })).toBe(hydrate);
  });

  it('should prerender the public home, about, library, query and news pages and not the signed-in workspace', () => {
    expect(PRERENDERED_PATHS).toEqual(
      expect.arrayContaining(['/', '/aboutus', '/School', '/Major', '/comprehensive', '/Seating', '/OmitData', '/Collectionplan', '/Ranking', '/majorSeat', '/zixun']),
    );
    expect(PRERENDERED_PATHS).not.toContain('/Volunteer');
  });

  it.each(['/RecruitData', '/SchoolDetail', '/MajorDetail', '/wenDetail', '/Home'])(
    'should not prerender %s (needs a token, or shows one record named in the query string)',
    (path) => expect(PRERENDERED_PATHS).not.toContain(path),
  );
});
