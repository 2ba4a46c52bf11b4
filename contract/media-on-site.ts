import type { Static } from 'typebox';
import { withMedia } from './server-file';
import { Coworker, CoworkerDetails } from './coworker';
import { Banner } from './site-banner';
import { ContentDetails, ContentItem } from './site-content';

/**
 * The public answers that show uploaded pictures, with what the site needs of them (issue 25
 * item 5): a file of its own so that the site's bundle, which imports the banner and content
 * contracts, does not take the media library's schemas (the site imports these as types only).
 */

/** A banner as the site gets it: with its picture's alt text and web sizes when it is an upload. */
export const BannerOnSite = withMedia(Banner, 'image');
export type BannerOnSite = Static<typeof BannerOnSite>;

/** Content as the site gets it: with its picture's alt text and web sizes when it is an upload. */
export const ContentItemOnSite = withMedia(ContentItem, 'image');
export type ContentItemOnSite = Static<typeof ContentItemOnSite>;
export const ContentDetailsOnSite = withMedia(ContentDetails, 'image');
export type ContentDetailsOnSite = Static<typeof ContentDetailsOnSite>;

/** A teacher as the site gets them: with their portrait's alt text and web sizes when it is an upload. */
export const CoworkerOnSite = withMedia(Coworker, 'avatar');
export type CoworkerOnSite = Static<typeof CoworkerOnSite>;
export const CoworkerDetailsOnSite = withMedia(CoworkerDetails, 'avatar');
export type CoworkerDetailsOnSite = Static<typeof CoworkerDetailsOnSite>;
