import { fixedPageTemplate } from '@/features/fixed-pages/fixed-page';
import { studentMessages } from './messages';

/** Whatever the sections' own types, this page shows pictures. */
const asGallery = () => 'gallery' as const;

/** Student life is told in pictures: every section is a mosaic, its latest photo the large tile. */
const template = fixedPageTemplate(
  { path: '/student', layouts: { fallback: 'gallery', adapt: asGallery } },
  { fallbackTitle: studentMessages.title },
);
export const firstCalls = template.firstCalls;
export default template.Page;
