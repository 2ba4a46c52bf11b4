import { Type, type Static } from 'typebox';
import { Id, messages, NullableInteger, Page, StaffPageQuery } from './common';

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
});
export type ServerFile = Static<typeof ServerFile>;

export const ServerFilePage = Page(ServerFile);

export const ServerFileListQuery = Type.Object({
  ...StaffPageQuery,
  kind: Type.Optional(Type.Enum(['image', 'video'], messages({ invalid: '文件类别应为 image 或 video' }))),
});
export type ServerFileListQuery = Static<typeof ServerFileListQuery>;

export const ServerFileIdQuery = Type.Object({ id: Id('文件编号不正确', '请提供文件编号') });
export type ServerFileIdQuery = Static<typeof ServerFileIdQuery>;
