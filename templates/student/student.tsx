import { fixedPageTemplate } from '@/features/fixed-pages/fixed-page';
import { everySectionAs } from '@/features/fixed-pages/section-layout';
import { studentMessages } from './messages';

/**
 * Student life is told in pictures: every section is a mosaic, its latest photo the large tile,
 * whatever the sections' own types.
 */
const template = fixedPageTemplate(
  { path: '/student', layouts: everySectionAs('gallery') },
  { fallbackTitle: studentMessages.title },
);
export const firstCalls = template.firstCalls;
export default template.Page;
