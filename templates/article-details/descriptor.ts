import { defineTemplate } from '@/registry/define-template';

/** 文章详情: one content item in full (`?articleId=`, else the menu's first), with previous/next links. */
export default defineTemplate({
  key: 'article_details',
  idIn: 'path',
  platformKeys: [{ contentType: 'c-1', sortType: 's-1-4' }],
  meta: { background: 'white', headKind: 'article' },
  section: 'spotlight',
  load: () => import(/* webpackChunkName: "tpl-article-details" */ './article-details'),
});
