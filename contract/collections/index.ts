import type { Static, TObject } from 'typebox';
import { campusCollection } from './campus';
import type { CollectionDefinition } from './collection';
import { coworkerCollection } from './coworker';
import { jobPositionCollection } from './job-position';
import { pageTypeCollection } from './page-type';
import { siteBannerCollection } from './site-banner';
import { siteContentCollection } from './site-content';
import { siteMenuCollection } from './site-menu';
import { siteSettingCollection } from './site-setting';

/**
 * Every collection (./collection.ts), in the order staff meet them (the audit trail's filter, the
 * navigation). Adding one is adding its file and a line here; the registries are made from this list.
 */
export const COLLECTIONS = [
  siteContentCollection,
  siteMenuCollection,
  pageTypeCollection,
  siteBannerCollection,
  coworkerCollection,
  jobPositionCollection,
  campusCollection,
  siteSettingCollection,
] as const satisfies readonly CollectionDefinition[];

export type Collection = (typeof COLLECTIONS)[number];
export type CollectionKey = Collection['key'];
export type CollectionTable = Collection['table'];

/** Every collection's key, in the list's order. */
export const COLLECTION_KEYS = COLLECTIONS.map((collection) => collection.key) as CollectionKey[];

/** The collections whose saves keep revisions. */
export type RevisionCollection = Extract<Collection, { revisions: true }>;

/** The API paths of the collections the public site lists whole (their definitions' publicList). */
export type PublicListPath = Extract<Collection, { publicList: TObject }>['apiPath'];
/** A record of such a collection, as the public site reads it. */
export type PublicListRecord<P extends PublicListPath> = Static<
  Extract<Collection, { apiPath: P }>['publicList']
>;

/** The collection of this key. */
export const collectionOf = <K extends CollectionKey>(key: K): Extract<Collection, { key: K }> =>
  COLLECTIONS.find((collection) => collection.key === key) as Extract<Collection, { key: K }>;

/** Whether `value` is a collection's key. */
export const isCollectionKey = (value: string): value is CollectionKey =>
  COLLECTIONS.some((collection) => collection.key === value);
