/**
 * @jest-environment node
 *
 * (typebox resolves schema references with URL.canParse, which jsdom's URL lacks.)
 *
 * The fake lead server (src/testing/msw/lead-server.ts) speaks the contract: each answer of the
 * console's lead calls passes the schema the real server answers with, so the console's tests
 * cannot pass against shapes the server never sends.
 */
import { Type, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { EnvelopeOf } from '@contract/envelope';
import {
  ChannelReport,
  LeadAssignee,
  LeadBulkResult,
  LeadDetails,
  LeadPage,
  LeadSummary,
} from '@contract/site-message';
import { EMPTY_LEAD_SUMMARY, installLeadServer } from '../msw/lead-server';
import { installStaffServer } from '../msw/staff-server';

const problemsOf = (schema: TSchema, value: unknown): string[] =>
  [...Value.Errors(schema, value)].map((error) => `${error.instancePath || '/'} ${error.message}`);

const staff = installStaffServer();
installLeadServer(staff.server);

const BASE = 'http://localhost/api/cms/web/siteMessage';
const answer = async (path: string, init?: RequestInit) => (await fetch(`${BASE}${path}`, init)).json();
const put = (body: unknown): RequestInit => ({
  method: 'PUT',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

describe('the fake lead server answers each call in the contract', () => {
  it.each<[string, TSchema, RequestInit | undefined]>([
    ['/list', LeadPage, undefined],
    ['/list?quarantined=true', LeadPage, undefined],
    ['/details?id=3', LeadDetails, undefined],
    ['/details?id=5', LeadDetails, undefined],
    ['/listAssignee', Type.Array(LeadAssignee), undefined],
    ['/getSummary', LeadSummary, undefined],
    ['/getChannelReport?from=2026-03-01&to=2026-03-04&interval=day&by=source', ChannelReport, undefined],
    ['/getChannelReport?from=2026-02-01&to=2026-03-04&interval=week&by=campaign', ChannelReport, undefined],
    ['/updateStatusBatch', LeadBulkResult, put({ ids: [1, 3], status: 1 })],
    ['/assignBatch', LeadBulkResult, put({ ids: [1, 3], staffId: 7 })],
    ['/restore', LeadBulkResult, put({ ids: [4, 5] })],
  ])('%s', async (path, schema, init) => {
    expect(problemsOf(EnvelopeOf(schema), await answer(path, init))).toEqual([]);
  });

  it('lists no more of a lead than the list item (the details stay in the details)', async () => {
    const page = (await answer('/list')) as { data: { pageList: Record<string, unknown>[] } };
    const listed = Object.keys(page.data.pageList[0] ?? {}).sort();
    expect(listed).toEqual(Object.keys(LeadPage.properties.pageList.items.properties).sort());
  });

  it('EMPTY_LEAD_SUMMARY is a summary', () => {
    expect(problemsOf(LeadSummary, EMPTY_LEAD_SUMMARY)).toEqual([]);
  });
});
