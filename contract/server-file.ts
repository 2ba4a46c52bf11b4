import { Type, type Static, type TObject, type TOptional, type TProperties } from 'typebox';
import { Id, messages, NullableInteger, NullableString, Page, StaffPageQuery, Text } from './common';

/**
 * Uploaded files (cms/resource/serverFile): pictures and videos for content. The type is read
 * from the file's first bytes, never from its name; the stored name is random.
 */
export const UPLOAD_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  mp4: 'video/mp4',
} as const;
export type UploadExtension = keyof typeof UPLOAD_TYPES;

/** The kinds of upload as staff call them (the media screen's filter, the audit trail's 类型). */
export const MEDIA_KIND_LABELS = { image: '图片', video: '视频' } as const;

/** A stored file's type in words: `image/jpeg` → 图片（JPEG）; an unknown type as it is. */
export function mediaTypeLabel(type: string): string {
  const [kind, subtype] = type.split('/');
  const label = MEDIA_KIND_LABELS[kind as keyof typeof MEDIA_KIND_LABELS];
  return label && subtype ? `${label}（${subtype.toUpperCase()}）` : type;
}

/** Bytes: pictures up to 10 MB, videos up to 200 MB. */
export const UPLOAD_LIMITS = { image: 10 * 1024 * 1024, video: 200 * 1024 * 1024 } as const;

export const ServerFile = Type.Object({
  id: Type.Integer(),
  /** Random: 32 hex digits and the extension of the detected type. */
  name: Type.String(),
  /** Where the file is served (same origin): `/uploads/<name>`. */
  url: Type.String(),
  /** The name it was uploaded with, for display only. */
  originalName: Type.String(),
  type: Type.String(),
  kind: Type.Enum(['image', 'video']),
  size: Type.Integer(),
  uploadedBy: NullableInteger,
  createdAt: Type.String(),
  /** What the picture shows, for visitors who cannot see it; '' until staff write it. */
  alt: Type.String(),
  /** Pixels of a picture (null: a video, or a file of before the media library). */
  width: NullableInteger,
  height: NullableInteger,
  /** The WebP web sizes made at upload (WEB_WIDTHS narrower than the picture), served at webSizeUrl. */
  widths: Type.Array(Type.Integer()),
});
export type ServerFile = Static<typeof ServerFile>;

/** A file of the media library: with where it is used (内容《…》, 轮播图《…》 …; empty: unused). */
export const MediaFile = Type.Object({
  ...ServerFile.properties,
  usedBy: Type.Array(Type.String()),
  /** Who uploaded it (their name now); null when unknown or the account is gone. */
  uploaderName: NullableString,
  /**
   * Whether the caller may change its alt text or delete it: its uploader, or whoever keeps every
   * site's content, menus or settings (the library is one for all sites).
   */
  canChange: Type.Boolean(),
});
export type MediaFile = Static<typeof MediaFile>;

export const ServerFilePage = Page(MediaFile);

const DAY = (invalid: string) =>
  Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', ...messages({ invalid }) });

/** The library's filters: name (part of the uploaded name), type, upload days (China time, both included). */
export const ServerFileListQuery = Type.Object({
  ...StaffPageQuery,
  kind: Type.Optional(
    Type.Enum(['image', 'video', 'other'], messages({ invalid: '文件类别应为 image、video 或 other' })),
  ),
  keyword: Type.Optional(
    Type.String({ maxLength: 100, ...messages({ invalid: '文件名关键字不能超过 100 个字符' }) }),
  ),
  from: Type.Optional(DAY('开始日期格式应为 YYYY-MM-DD')),
  to: Type.Optional(DAY('结束日期格式应为 YYYY-MM-DD')),
});
export type ServerFileListQuery = Static<typeof ServerFileListQuery>;

export const ServerFileIdQuery = Type.Object({ id: Id('文件编号不正确', '请提供文件编号') });
export type ServerFileIdQuery = Static<typeof ServerFileIdQuery>;

/** PUT …/serverFile/updateAlt: a file's alternative text (what the picture shows). */
export const ServerFileAltBody = Type.Object({
  id: Id('文件编号不正确', '请提供文件编号'),
  alt: Text(0, 200, { invalid: '替代文字不能超过 200 个字符', missing: '请提供替代文字' }),
});
export type ServerFileAltBody = Static<typeof ServerFileAltBody>;

/**
 * What the site needs of an uploaded picture it shows (its alternative text and web sizes), by
 * the picture's address: given with the public records that hold pictures (banners, content,
 * teachers), only for the addresses that are uploads of the media library.
 */
export const MediaInfo = Type.Object({ alt: Type.String(), srcset: Type.Optional(Type.String()) });
/** A public record that holds a picture, with what the site needs of it (absent: not an upload). */
export const withMedia = <P extends TProperties, K extends string>(record: TObject<P>, key: K) =>
  Type.Object({ ...record.properties, [`${key}Media`]: Type.Optional(MediaInfo) } as P & {
    [Q in `${K}Media`]: TOptional<typeof MediaInfo>;
  });
