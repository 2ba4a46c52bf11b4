/**
 * The committed endpoint files are what the generator makes of the data today.
 * (This file imports no generated code, so the public calls are the only other endpoints.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { publicApi } from '../../public-api';
import { catalogueData } from '../catalogue-data';
import { catalogueGroups } from '../catalogue-types';
import { GENERATED_HEADER, generatedFilePath, renderEndpointFiles } from '../render-endpoint-files';
import { resolveCatalogue } from '../resolve-catalogue';

const root = path.resolve(__dirname, '../../../..');
const committed = (file: string) => readFileSync(path.join(root, file), 'utf8');

let files: Map<string, string>;
beforeAll(async () => {
  files = await renderEndpointFiles(Object.keys(publicApi.endpoints));
});

describe('generated endpoint files', () => {
  it.each(catalogueGroups)('%s-api.ts is up to date (run `npm run generate:catalogue`)', (group) => {
    const file = generatedFilePath(group);
    expect(committed(file)).toBe(files.get(file));
  });

  it.each(catalogueGroups)(
    "%s-api.ts says it is generated and imports only the base API layer and the contract's types",
    (group) => {
      const source = committed(generatedFilePath(group));
      expect(source.startsWith(GENERATED_HEADER)).toBe(true);
      const imported = [...source.matchAll(/^import .* from '([^']+)';$/gm)].map((match) => match[1]);
      expect(imported.filter((from) => !from?.startsWith('@contract/')).sort()).toEqual([
        '@/api/base-api',
        '@/api/base-query',
        '@/api/download-file',
      ]);
      // The contract only as types: typebox stays out of the back-office chunks.
      // (A long import spans lines: match whole statements.)
      const contractImports = source.match(/^import[^;]*from '@contract\/[^']+';/gm) ?? [];
      expect(contractImports.length).toBe((source.match(/from '@contract\//g) ?? []).length);
      expect(contractImports.every((statement) => statement.startsWith('import type {'))).toBe(true);
    },
  );

  it('types the cms/web endpoints from the contract', () => {
    const cms = committed(generatedFilePath('cms'));
    expect(cms).toContain('listSiteMenu: build.query<MenuEntry[], PlatformQuery | void>');
    // The content staff's records (drafts, status, schedules) and save bodies (issue 13).
    expect(cms).toContain('detailsSiteContent: build.query<ContentAdminDetails, IdQuery>');
    expect(cms).toContain('listCoworker: build.query<PageOf<CoworkerAdmin>, PagedArgs<CoworkerAdminQuery>>');
    expect(cms).toContain('saveSiteContent: build.mutation<Saved, ContentSaveBody>');
  });

  it.each(catalogueGroups)('%s-api.ts has a literal endpoint and a named hook for every call', (group) => {
    const source = committed(generatedFilePath(group));
    const own = resolveCatalogue(catalogueData).filter((endpoint) => endpoint.group === group);
    for (const endpoint of own) {
      expect(source).toContain(`${endpoint.name}: build.`);
      expect(source).toContain(`url: '${endpoint.path}'`);
      const hookName = `use${endpoint.name.charAt(0).toUpperCase()}${endpoint.name.slice(1)}`;
      expect(source).toMatch(new RegExp(`\\b${hookName}(Query|Mutation),`));
    }
  });

  it('reuses no name of the public calls', () => {
    const publicNames = new Set(Object.keys(publicApi.endpoints));
    expect(resolveCatalogue(catalogueData).filter((endpoint) => publicNames.has(endpoint.name))).toEqual([]);
  });
});
