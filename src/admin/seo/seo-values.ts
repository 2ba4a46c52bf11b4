import type { SeoFields, SeoSaveBody } from '@contract/seo';

/**
 * The SEO and sharing fields as a form holds them (issue 25 item 3): text as typed, the picture's
 * address, the switch. Small and free of the section's components: the forms import it eagerly,
 * the section (lazy-seo-section.tsx) is a chunk of its own.
 */
export type SeoValues = { seoTitle: string; seoDescription: string; seoImage: string; noindex: boolean };
export type SeoKey = keyof SeoValues;

/** The form's values of a stored record (a field it does not have: empty). */
export const seoValuesOf = (record: SeoFields | null | undefined): SeoValues => ({
  seoTitle: record?.seoTitle ?? '',
  seoDescription: record?.seoDescription ?? '',
  seoImage: record?.seoImage ?? '',
  noindex: record?.noindex ?? false,
});

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The save body's fields: every one sent (an emptied box clears it), blanks null. */
export const seoSaveFields = (values: SeoValues): Required<SeoSaveBody> => ({
  seoTitle: orNull(values.seoTitle),
  seoDescription: orNull(values.seoDescription),
  seoImage: orNull(values.seoImage),
  noindex: values.noindex,
});

/** The field a server refusal is about, by the words its message starts with (server/src/lib/content-input.ts, contract/seo.ts). */
export const seoFieldOfMessage = (message: string): SeoKey | null =>
  message.startsWith('搜索标题')
    ? 'seoTitle'
    : message.startsWith('搜索描述')
      ? 'seoDescription'
      : message.startsWith('分享图片')
        ? 'seoImage'
        : message.startsWith('不让搜索引擎收录')
          ? 'noindex'
          : null;
