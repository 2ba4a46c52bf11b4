import styled from 'styled-components';
import {
  useDetailsSiteBannerQuery,
  useListSiteBannerQuery,
  useRemoveSiteBannerMutation,
  useSavePreviewSiteBannerMutation,
  useSaveSiteBannerMutation,
  useSortSiteBannerMutation,
} from '@/api/generated/cms-api';
import { type BannerAdmin, BannerSaveBody } from '@contract/site-banner';
import { contentTarget } from '@contract/url-policy';
import { AdLawCheckedHits } from '../ad-law/ad-law-hits';
import { MutedText } from '../ui/layout';
import { defineResource } from '../ui/resource';
import type { ResourceValues } from '../ui/resource-fields';
import { bannerMessages } from './messages';

const Thumbnail = styled.img`
  display: block;
  width: 144px;
  height: 48px;
  object-fit: cover;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
const Draft = styled.span`
  color: ${({ theme }) => theme.colors.warning};
`;
const Url = styled.span`
  display: inline-block;
  max-width: 240px;
  overflow-wrap: anywhere;
`;
const OpenType = styled.p`
  margin: -${({ theme }) => theme.space[2]}px 0 ${({ theme }) => theme.space[4]}px;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;

/** Where the link opens on the site (spec §2): judged by the url policy, as the site does. */
function openTypeOf(url: string): string {
  if (!url.trim()) return bannerMessages.openTypeOf.none;
  const target = contentTarget(url, 'https://this-site.invalid');
  if (!target) return bannerMessages.openTypeOf.refused;
  return target.appPath ? bannerMessages.openTypeOf.inApp : bannerMessages.openTypeOf.external;
}

/** 下线时间 after 发布时间 (both China time, so their text orders as the times do). */
function checkWindow({ fields: { publishTime, endTime } }: ResourceValues) {
  return publishTime && endTime && endTime <= publishTime ? { endTime: bannerMessages.endBeforePublish } : {};
}

/**
 * 轮播图: one platform's banners in their display order, all on one page: title, picture (upload
 * or library), link with where it opens, publish window and status; 上移 / 下移.
 */
export const resource = defineResource<BannerAdmin, BannerAdmin, BannerSaveBody>({
  texts: bannerMessages,
  body: BannerSaveBody,
  form: [
    {
      key: 'title',
      // The advertising-law check of the title as staff type (issue 37 item 3).
      after: (values) => (
        <AdLawCheckedHits entity="siteBanner" fields={{ title: values.fields.title ?? '' }} field="title" />
      ),
    },
    { key: 'image', kind: 'image', recommended: [1920, 640] },
    {
      key: 'url',
      inputMode: 'url',
      after: (values) => (
        <OpenType aria-live="polite">
          {bannerMessages.openType}：{openTypeOf(values.fields.url ?? '')}
        </OpenType>
      ),
    },
    {
      row: [
        { key: 'publishTime', kind: 'datetime' },
        { key: 'endTime', kind: 'datetime' },
      ],
    },
  ],
  check: checkWindow,
  nameOf: (banner) => banner.title,
  columns: [
    {
      key: 'image',
      cell: (row) =>
        row.image ? (
          <Thumbnail src={row.image} alt={bannerMessages.imageAlt(row.title)} loading="lazy" />
        ) : (
          <MutedText>{bannerMessages.noImage}</MutedText>
        ),
    },
    'title',
    {
      key: 'url',
      cell: (row) => (row.url ? <Url>{row.url}</Url> : <MutedText>{bannerMessages.noUrl}</MutedText>),
    },
    {
      key: 'status',
      header: bannerMessages.status,
      cell: (row) =>
        row.schedule === 'published' ? (
          bannerMessages.schedule.published
        ) : (
          <Draft>{bannerMessages.schedule[row.schedule]}</Draft>
        ),
    },
  ],
  list: {
    kind: 'ordered',
    useList: useListSiteBannerQuery,
    useRemove: useRemoveSiteBannerMutation,
    useSort: useSortSiteBannerMutation,
  },
  useDetails: useDetailsSiteBannerQuery,
  useSave: useSaveSiteBannerMutation,
  usePreview: useSavePreviewSiteBannerMutation,
  revisions: 'siteBanner',
});
