import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Platform } from '@contract/common';
import { Banner, BannerAdmin } from '@contract/site-banner';
import type { ColumnOf } from './content-table';
import { rowMapping } from './row-mapping';

/** A banner as the site shows it, and as staff see it (its schedule state judged by the caller's clock). */
export const BANNER = rowMapping('site_banner', Banner);
export const BANNER_ADMIN = rowMapping('site_banner', BannerAdmin, ['schedule']);

export type SiteBannerRepository = {
  /** The visible banners of a platform (published, within their schedule), in display order. */
  list(platform: Platform): Promise<Banner[]>;
};

declare module 'fastify' {
  interface FastifyInstance {
    siteBannerRepository: SiteBannerRepository;
  }
}

/** `now`: the time the schedule is judged at (fastify.clock). */
export function createSiteBannerRepository(
  db: Kysely<Database>,
  now: () => number = Date.now,
): SiteBannerRepository {
  return {
    async list(platform) {
      const at = new Date(now()).toISOString();
      const rows = await db
        .selectFrom('site_banner')
        .select(BANNER.columns as ColumnOf<'site_banner'>[])
        .where('platform', '=', platform)
        .where('status', '=', 1)
        .where((eb) => eb.or([eb('publish_time', 'is', null), eb('publish_time', '<=', at)]))
        .where((eb) => eb.or([eb('end_time', 'is', null), eb('end_time', '>', at)]))
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return rows.map((row) => BANNER.fromRow(row));
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'siteBannerRepository',
      createSiteBannerRepository(fastify.db, () => fastify.clock.now()),
    );
  },
  { name: 'site-banner-repository', dependencies: ['database', 'staff-auth'] },
);
