/**
 * The content records the console's content tests (src/admin/content, content-search, preview)
 * arrange in the real server's store (src/testing/real-server.ts): menus and items made through
 * the real saves, as the browser signed in (call `server.signIn` first), and read back as stored.
 *
 *   const server = installRealServer();
 *   await server.signIn('editor');
 *   const menuId = await createNewsMenu(server, '测试新闻');
 *   const [id] = await createItems(server, menuId, [{ title: '春季招生', status: true }]);
 *   expect(await storedItem(server, id)).toMatchObject({ title: '春季招生' });
 */
import type { Platform } from '@contract/common';
import type { ContentSaveBody } from '@contract/site-content';
import type { installRealServer } from './real-server';

type RealServer = ReturnType<typeof installRealServer>;

export const CONTENT = '/api/cms/web/siteContent';
export const MENUS = '/api/cms/web/siteMenu';

/** The id of a menu by its name: a top menu, or one under the top menu `parentName`. */
export async function menuIdOf(
  server: RealServer,
  name: string,
  { platform = 'company', parentName }: { platform?: Platform; parentName?: string } = {},
): Promise<number> {
  const parentId = parentName === undefined ? null : await menuIdOf(server, parentName, { platform });
  const menu = await server.app.db
    .selectFrom('site_menu')
    .select('id')
    .where('platform', '=', platform)
    .where('name', '=', name)
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .executeTakeFirstOrThrow();
  return menu.id;
}

/** A new published news list menu (新闻列表) under the top menu `parentName`, saved through the real route: its id. */
export async function createNewsMenu(
  server: RealServer,
  name: string,
  { platform = 'company', parentName = '新闻中心' }: { platform?: Platform; parentName?: string } = {},
): Promise<number> {
  const parentId = await menuIdOf(server, parentName, { platform });
  const { id } = await server.send<{ id: number }>('POST', MENUS, {
    platform,
    parentId,
    name,
    status: true,
    pageType: '新闻列表',
  });
  return id;
}

/** Items of `menuId` saved through the real save, one after another: their ids, in order. */
export async function createItems(
  server: RealServer,
  menuId: number,
  items: Omit<ContentSaveBody, 'menuId'>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const item of items) {
    const { id } = await server.send<{ id: number }>('POST', CONTENT, { menuId, ...item });
    ids.push(id);
  }
  return ids;
}

/** An item as stored (every column), or undefined once it is deleted. */
export const storedItem = (server: RealServer, id: number) =>
  server.app.db.selectFrom('site_content').selectAll().where('id', '=', id).executeTakeFirst();
