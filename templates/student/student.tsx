import { FixedPage, type FixedPageContent, fixedPageFirstCalls } from '@/features/fixed-pages/fixed-page';
import type { TemplateProps } from '@/registry/define-template';
import { studentMessages } from './messages';

/** Whatever the sections' own types, this page shows pictures. */
const asGallery = () => 'gallery' as const;
const GALLERIES = { fallback: 'gallery', adapt: asGallery } as const;

const PAGE: FixedPageContent = { path: '/student', layouts: GALLERIES };
export const firstCalls = fixedPageFirstCalls(PAGE);

/** Student life is told in pictures: every section is a mosaic, its latest photo the large tile. */
export default function Student(_props: TemplateProps) {
  return <FixedPage {...PAGE} fallbackTitle={studentMessages.title} />;
}
