import { Type } from 'typebox';
import { BannerOnSite } from '@contract/media-on-site';
import { mediaFor } from '../../../../files/media-info';
import { platformListPlugin } from './public-reads';

/** /api/cms/web/siteBanner: with each picture's alt text and web sizes (the media library's). */
export default platformListPlugin(Type.Array(BannerOnSite), async (fastify, platform) => {
  const banners = await fastify.siteBannerRepository.list(platform);
  const media = await mediaFor(
    fastify.db,
    banners.map((banner) => banner.image),
  );
  return banners.map((banner) => ({ ...banner, imageMedia: media(banner.image) }));
});
