import { PAGE_QUERY_KEYS, type PageQuery, type PageQueryKey } from '../page-query';

describe('PageQuery', () => {
  it('reads the declared keys, written out or held in a variable', () => {
    const query: PageQuery = new URLSearchParams('page=2&articleId=7&utm_source=wechat');
    const pageKey: PageQueryKey = 'page';
    expect(query.get(pageKey)).toBe('2');
    expect(query.get('articleId')).toBe('7');
  });

  it('takes no key the site does not declare (the server would not render per its value)', () => {
    const query: PageQuery = new URLSearchParams('utm_source=wechat');
    const undeclared: string = 'utm_source';
    // @ts-expect-error A key missing from PAGE_QUERY_KEYS does not compile …
    expect(query.get('utm_source')).toBe('wechat');
    // @ts-expect-error … nor does one held in a string variable.
    expect(query.get(undeclared)).toBe('wechat');
    expect(PAGE_QUERY_KEYS).not.toContain('utm_source');
  });
});
