/**
 * The committed files of src/api/generated/: their imports, and a hook per catalogue call. That
 * they are what the generator makes of the catalogue data and the server's OpenAPI document today
 * is `npm run check:catalogue`'s (part of `npm run test:static`), not run twice here.
 * (This file imports no generated code, so the public calls are the only other endpoints.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  GENERATED_HEADER,
  SPEC_ONLY,
  generatedFilePath,
} from '../../../../scripts/catalogue/render-endpoint-files';
import { publicApi } from '../../public-api';
import { catalogueData } from '../catalogue-data';
import { catalogueGroups } from '../catalogue-types';
import { resolveCatalogue } from '../resolve-catalogue';

const root = path.resolve(__dirname, '../../../..');
const committed = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('generated endpoint files', () => {
  it.each(catalogueGroups)(
    '%s-api.ts says it is generated and imports only the base API layer and the server types',
    (group) => {
      const source = committed(generatedFilePath(group));
      expect(source.startsWith(GENERATED_HEADER)).toBe(true);
      const imported = [...source.matchAll(/^import [^;]* from '([^']+)';$/gm)].map((match) => match[1]);
      expect(imported.filter((from) => from !== '@/api/generated/server-types').sort()).toEqual([
        '@/api/base-api',
        '@/api/base-query',
        '@/api/download-file',
        '@/api/envelope',
      ]);
      // The server's types as types only: nothing of them reaches the back-office chunks.
      expect(source).not.toContain('import { Server');
      expect(source).not.toContain('@contract/');
    },
  );

  it('types the endpoints the server implements from its OpenAPI document', () => {
    const cms = committed(generatedFilePath('cms'));
    expect(cms).toContain(
      "listSiteMenu: build.query<\n        ServerData<'/api/cms/web/siteMenu/list', 'get'>,\n        ServerQuery<'/api/cms/web/siteMenu/list', 'get'> | void\n      >",
    );
    expect(cms).toContain(
      "saveSiteContent: build.mutation<\n        ServerData<'/api/cms/web/siteContent', 'post'>,\n        ServerBody<'/api/cms/web/siteContent', 'post'>\n      >",
    );
    // The spec-only part stays generated, untyped and marked.
    expect(cms).toContain(`// cms/activity/activityInfo — ${SPEC_ONLY}`);
    expect(cms).toContain('saveActivityInfo: build.mutation<unknown, CatalogueParams | void>');
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
