/**
 * @jest-environment node
 *
 * (typebox resolves schema references with URL.canParse, which jsdom's URL lacks.)
 *
 * The fake menu server (src/testing/msw/menu-server.ts) speaks the contract: its menus, page
 * types and templates pass the schemas the real server answers with.
 */
import { type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { PageTypeAdmin, TemplateOption } from '@contract/page-type';
import { MenuTree } from '@contract/site-menu';
import { seedMenus, seedPageTypes, TEMPLATES } from '@/testing/msw/menu-server';

const problemsOf = (schema: TSchema, value: unknown): string[] =>
  [...Value.Errors(schema, value)].map((error) => `${error.instancePath || '/'} ${error.message}`);

describe('the fake menu server’s records match their schemas', () => {
  it.each<[string, TSchema, unknown]>([
    ...seedMenus().map((menu): [string, TSchema, unknown] => [`menu ${menu.name}`, MenuTree, menu]),
    ...seedPageTypes().map((type): [string, TSchema, unknown] => [
      `page type ${type.name}`,
      PageTypeAdmin,
      type,
    ]),
    ...TEMPLATES.map((template): [string, TSchema, unknown] => [
      `template ${template.key}`,
      TemplateOption,
      template,
    ]),
  ])('%s', (_name, schema, value) => {
    expect(problemsOf(schema, value)).toEqual([]);
  });

  it('notices a record that drifts', () => {
    expect(problemsOf(TemplateOption, { ...TEMPLATES[0], section: 'carousel' })).not.toEqual([]);
  });
});
