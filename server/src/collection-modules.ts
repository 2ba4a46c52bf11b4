import type { FastifyPluginAsync } from 'fastify';
import type { CollectionKey } from '@contract/collections';
import campusRepository from './repositories/campus';
import coworkerRepository from './repositories/coworker';
import jobPositionRepository from './repositories/job-position';
import pageTypeRepository from './repositories/page-type';
import siteBannerRepository from './repositories/site-banner';
import siteContentRepository from './repositories/site-content';
import siteMenuRepository from './repositories/site-menu';
import siteSettingRepository from './repositories/site-setting';
import campusRoutes from './routes/api/cms/web/campus';
import campusAdminRoutes from './routes/api/cms/web/campus-admin';
import coworkerRoutes from './routes/api/cms/web/coworker';
import coworkerAdminRoutes from './routes/api/cms/web/coworker-admin';
import jobPositionRoutes from './routes/api/cms/web/job-position';
import jobPositionAdminRoutes from './routes/api/cms/web/job-position-admin';
import pageTypeRoutes from './routes/api/cms/web/page-type';
import pageTypeAdminRoutes from './routes/api/cms/web/page-type-admin';
import siteBannerRoutes from './routes/api/cms/web/site-banner';
import siteBannerAdminRoutes from './routes/api/cms/web/site-banner-admin';
import siteContentRoutes from './routes/api/cms/web/site-content';
import siteContentAdminRoutes from './routes/api/cms/web/site-content-admin';
import siteMenuRoutes from './routes/api/cms/web/site-menu';
import siteMenuAdminRoutes from './routes/api/cms/web/site-menu-admin';
import siteSettingRoutes from './routes/api/cms/web/site-setting';
import siteSettingAdminRoutes from './routes/api/cms/web/site-setting-admin';

/**
 * The server's modules of each collection (contract/collections), keyed by its definition:
 * app.ts registers them in a loop, the routes under /api/cms/web/<apiPath>. A new collection
 * is one entry here (the type asks for it); app.ts is not edited.
 */
export type CollectionModules = {
  /** Its repository plugin, when it needs one (its public reads); registered before any route. */
  repository?: FastifyPluginAsync;
  /** Its public reads (the site's calls). */
  publicRoutes?: FastifyPluginAsync;
  /** Its back office routes, guarded by the definition's permission. */
  adminRoutes: FastifyPluginAsync;
};

// The route plugins are typed with TypeBox's provider; registering them is the same.
const plugin = (module: unknown) => module as FastifyPluginAsync;

export const COLLECTION_MODULES: Record<CollectionKey, CollectionModules> = {
  siteContent: {
    repository: siteContentRepository,
    publicRoutes: plugin(siteContentRoutes),
    adminRoutes: plugin(siteContentAdminRoutes),
  },
  siteMenu: {
    repository: siteMenuRepository,
    publicRoutes: plugin(siteMenuRoutes),
    adminRoutes: plugin(siteMenuAdminRoutes),
  },
  pageType: {
    repository: pageTypeRepository,
    publicRoutes: plugin(pageTypeRoutes),
    adminRoutes: plugin(pageTypeAdminRoutes),
  },
  siteBanner: {
    repository: siteBannerRepository,
    publicRoutes: plugin(siteBannerRoutes),
    adminRoutes: plugin(siteBannerAdminRoutes),
  },
  coworker: {
    repository: coworkerRepository,
    publicRoutes: plugin(coworkerRoutes),
    adminRoutes: plugin(coworkerAdminRoutes),
  },
  jobPosition: {
    repository: jobPositionRepository,
    publicRoutes: plugin(jobPositionRoutes),
    adminRoutes: plugin(jobPositionAdminRoutes),
  },
  siteCampus: {
    repository: campusRepository,
    publicRoutes: plugin(campusRoutes),
    adminRoutes: plugin(campusAdminRoutes),
  },
  siteSetting: {
    repository: siteSettingRepository,
    publicRoutes: plugin(siteSettingRoutes),
    adminRoutes: plugin(siteSettingAdminRoutes),
  },
};
