/**
 * @jest-environment node
 *
 * (typebox resolves schema references with URL.canParse, which jsdom's URL lacks.)
 *
 * The content staff fake (src/testing/msw/content-admin-server.ts) speaks the contract: its
 * records pass the schemas the real server answers with, so a test cannot pass on a shape the
 * server never sends.
 */
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { ContentAdminDetails, ContentAdminItem } from '@contract/site-content';
import { MenuTree } from '@contract/site-menu';
import { adminItem, companyMenus } from '@/testing/msw/content-admin-server';

const problemsOf = (schema: TSchema, value: unknown) =>
  [...Value.Errors(schema, value)].map((error) => `${error.instancePath || '/'} ${error.message}`);

describe('the content staff fake', () => {
  it('answers menu trees the contract describes', () => {
    for (const menu of companyMenus()) expect(problemsOf(MenuTree, menu)).toEqual([]);
  });

  it('answers items (with and without their body) the contract describes', () => {
    const item = adminItem(1, 12, '集团新闻', { status: false, endTime: '2026-06-30T10:00:00.000Z' });
    expect(problemsOf(ContentAdminDetails, item)).toEqual([]);
    const { body: _body, ...listed } = item;
    expect(problemsOf(ContentAdminItem, listed)).toEqual([]);
    expect(item.schedule).toBe('draft');
  });
});
