/**
 * @jest-environment node
 *
 * (typebox resolves schema references with URL.canParse, which jsdom's URL lacks.)
 *
 * The test doubles speak the contract: every fixture record, and every answer of the fake
 * servers, passes the schema the real server validates with (contract/). A fixture that drifts
 * from the wire (a field renamed, a number written as a string) fails here, not in production.
 */
import { PublicLeadForm } from '@contract/lead-form';
import { Type, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { AdmissionInfo } from '@contract/admission';
import { CODE } from '@contract/codes';
import { Page } from '@contract/common';
import { Coworker, CoworkerDetails } from '@contract/coworker';
import { EnvelopeOf, ErrorEnvelope } from '@contract/envelope';
import { isValidCitizenId } from '@contract/id-card';
import { JobPosition } from '@contract/job-position';
import { PageType } from '@contract/page-type';
import { Banner } from '@contract/site-banner';
import { ContentDetails, ContentItem } from '@contract/site-content';
import { MenuTree } from '@contract/site-menu';
import { LeadSaved } from '@contract/site-message';
import { SiteSetting } from '@contract/site-setting';
import { FOUND_ID, FOUND_INFO } from '@/features/enroll-lookup/__tests__/lookup-handlers';
import { leadHandlers, rateLimited } from '@/features/lead-form/__tests__/lead-handlers';
import { menuEntry as registryMenuEntry } from '@/registry/__tests__/menu-fixtures';
import {
  banner,
  contentItem,
  contentItems,
  coworker,
  jobPosition,
  menuEntry,
  siteSetting,
} from '../fixtures';
import { installContentServer } from '../msw/content-server';
import { failWith, succeed } from '../msw/envelope';

/** Every way `value` misses `schema`, one line each: empty when it matches. */
const problemsOf = (schema: TSchema, value: unknown): string[] =>
  [...Value.Errors(schema, value)].map((error) => `${error.instancePath || '/'} ${error.message}`);

const MENU_ID = 7;
const PAGE_TYPE: PageType = {
  id: 1,
  name: '新闻列表',
  templateKey: 'news-list',
  contentType: null,
  sortType: null,
};

const menus = [
  menuEntry(1, '首页', { subMenus: [menuEntry(2, '新闻', { parentId: 1, pageType: '新闻列表' })] }),
  registryMenuEntry({ openType: 'blank', subMenus: [registryMenuEntry()] }),
];

describe('fixture records match their schema', () => {
  it.each<[string, TSchema, unknown]>([
    ['siteSetting()', SiteSetting, siteSetting()],
    ['menuEntry() tree', MenuTree, menus[0]],
    ['registry menuEntry()', MenuTree, menus[1]],
    ['contentItem()', ContentItem, contentItem(1, MENU_ID)],
    ['contentItems()', Page(ContentItem), { total: 3, pageList: contentItems(3, MENU_ID) }],
    ['contentItem() with its body', ContentDetails, contentItem(1, MENU_ID, { body: '<p>正文</p>' })],
    ['banner()', Banner, banner(1)],
    ['coworker()', Coworker, coworker(1, '王老师')],
    ['coworker() with its bio', CoworkerDetails, coworker(1, '王老师', { bio: '<p>简介</p>' })],
    ['jobPosition()', JobPosition, jobPosition(1)],
    ['a page type', PageType, PAGE_TYPE],
    ['FOUND_INFO (admission lookup)', AdmissionInfo, FOUND_INFO],
  ])('%s', (_name, schema, value) => {
    expect(problemsOf(schema, value)).toEqual([]);
  });

  it('FOUND_ID is a valid citizen ID as the server stores it', () => {
    expect(isValidCitizenId(FOUND_ID)).toBe(true);
  });
});

describe('the envelope helpers answer the envelope', () => {
  it.each<[string, Response, TSchema]>([
    ['succeed', succeed(siteSetting()), EnvelopeOf(SiteSetting)],
    ['failWith', failWith(CODE.notFound, '内容不存在'), ErrorEnvelope],
  ])('%s', async (_name, response, schema) => {
    expect(problemsOf(schema, await response.json())).toEqual([]);
  });

  it('the lead handlers answer the lead call', async () => {
    const [saved] = leadHandlers([], 0);
    const request = () =>
      new Request('http://localhost/api/cms/web/siteMessage/saveForClient', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: '张三', phone: '13800138000' }),
      });
    const answer = await saved!.run({ request: request(), requestId: '1' });
    expect(problemsOf(EnvelopeOf(LeadSaved), await answer?.response?.json())).toEqual([]);
    const limited = await rateLimited().run({ request: request(), requestId: '2' });
    expect(problemsOf(ErrorEnvelope, await limited?.response?.json())).toEqual([]);
  });
});

describe('the fake content server answers each call in the contract', () => {
  installContentServer({
    menus,
    items: contentItems(8, MENU_ID).map((item) => ({ ...item, body: `<p>${item.title}</p>` })),
    banners: [banner(1), banner(2)],
    coworkers: [coworker(1, '王老师', { bio: '<p>简介</p>' })],
    jobPositions: [jobPosition(1)],
    pageTypes: [PAGE_TYPE],
  });

  const call = async (path: string) =>
    ((await (await fetch(`http://localhost/api/cms/web${path}`)).json()) as { data: unknown }).data;

  it.each<[string, TSchema]>([
    ['/siteSetting/detailsForClient', SiteSetting],
    ['/siteMenu/listForClient?platform=company', Type.Array(MenuTree)],
    ['/siteMenu/details?id=2', MenuTree],
    [`/siteContent/listForClient?menuId=${MENU_ID}`, Page(ContentItem)],
    [`/siteContent/listForClientByPublishTime?menuId=${MENU_ID}&pageNum=2`, Page(ContentItem)],
    ['/siteContent/detailsForClient?id=3', ContentDetails],
    ['/siteBanner/listForClient', Type.Array(Banner)],
    ['/pageType/listForClient', Type.Array(PageType)],
    ['/coworker/listForClient', Page(Coworker)],
    ['/coworker/detailsForClient?id=1', CoworkerDetails],
    ['/jobPosition/listForClient', Type.Array(JobPosition)],
    ['/leadForm/detailsForClient', PublicLeadForm],
  ])('%s', async (path, schema) => {
    expect(problemsOf(schema, await call(path))).toEqual([]);
  });
});
