import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { PublicQueryCall } from '@/api/public-api';
import { renderRoutes } from '@/testing/render';
import { buildRegistry } from '../registry';
import { resolveMenuTarget } from '../resolver';
import { templateContext } from '../template-context';
import { buildTemplateRoutes, type StartPageCalls } from '@/app/template-routes';

/**
 * The contract of templates/: adding a folder with a descriptor and a component makes a
 * routable template, with no other file changed (no route table, no registry edit).
 */
const templatesDir = path.resolve(__dirname, '../../../templates');
const probeFolder = `contract-probe-${process.pid}`;
const probeDir = path.join(templatesDir, probeFolder);

const server = setupServer(
  http.get('*/api/cms/web/siteSetting/detailsForClient', () =>
    HttpResponse.json({ code: 0, message: '', data: { platform: 'company', siteTitle: '测试站点' } }),
  ),
  http.get('*/api/*', () => HttpResponse.json({ code: 0, message: '', data: [] })),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  fs.mkdirSync(probeDir);
  fs.writeFileSync(
    path.join(probeDir, 'descriptor.ts'),
    `import { defineTemplate } from '@/registry/define-template';
export default defineTemplate({
  key: 'contract_probe',
  idIn: 'path',
  pageTypes: ['契约测试模板'],
  load: () => import('./probe'),
});
`,
  );
  fs.writeFileSync(
    path.join(probeDir, 'probe.tsx'),
    `import type { FirstCalls, TemplateProps } from '@/registry/define-template';
export const firstCalls: FirstCalls = ({ id }) =>
  id === null ? [] : [{ endpoint: 'getSiteContentDetails', args: { id } }];
export default function Probe({ id }: TemplateProps) {
  return <h1>探针模板 {id}</h1>;
}
`,
  );
});

afterAll(() => {
  server.close();
  fs.rmSync(probeDir, { recursive: true, force: true });
});

it('a new folder under templates/ is discovered, resolvable and routable', async () => {
  // Discovery runs again over the folder listing, as a new build would.
  const registry = buildRegistry(templateContext);

  expect(registry.byKey.get('contract_probe')?.folder).toBe(probeFolder);
  const target = resolveMenuTarget(
    {
      id: 3,
      parentId: null,
      platform: 'company',
      name: '探针',
      status: true,
      path: null,
      pageType: '契约测试模板',
      icon: null,
      contentType: null,
      sortType: null,
      openType: 'self',
      sort: 0,
      subMenus: [],
    },
    registry,
  );
  expect(target).toEqual({ kind: 'route', to: '/contract_probe/3', newWindow: false });

  const startedCalls: PublicQueryCall[] = [];
  const startPageCalls: StartPageCalls = async (callsFor) => {
    startedCalls.push(...callsFor([]));
  };
  // As in the app, a layout route shows a placeholder while the page's loader runs.
  renderRoutes(
    [{ hydrateFallbackElement: <p>加载中</p>, children: buildTemplateRoutes(registry, startPageCalls) }],
    '/contract_probe/3',
  );
  expect(await screen.findByRole('heading', { name: '探针模板 3' })).toBeInTheDocument();
  // The folder's own first calls are started by its route, with the id from the path.
  expect(startedCalls).toEqual([{ endpoint: 'getSiteContentDetails', args: { id: 3 } }]);
});
