import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { Platform } from '../../../../../contract/common';
import type { Banner } from '../../../../../contract/site-banner';

export type SiteBannerRepository = {
  /** The visible banners of a platform, in display order. */
  list(platform: Platform): Promise<Banner[]>;
};

declare module 'fastify' {
  interface FastifyInstance {
    siteBannerRepository: SiteBannerRepository;
  }
}

export function createSiteBannerRepository(db: Kysely<Database>): SiteBannerRepository {
  return {
    async list(platform) {
      const rows = await db
        .selectFrom('site_banner')
        .select(['id', 'platform', 'title', 'image', 'url', 'sort'])
        .where('platform', '=', platform)
        .where('status', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ ...row, platform: row.platform as Platform }));
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('siteBannerRepository', createSiteBannerRepository(fastify.db));
  },
  { name: 'site-banner-repository', dependencies: ['database'] },
);
