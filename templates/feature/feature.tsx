import { fixedPageTemplate } from '@/features/fixed-pages/fixed-page';
import { everySectionAs } from '@/features/fixed-pages/section-layout';
import { featureMessages } from './messages';

/**
 * The school's strengths at a glance: each section four highlights side by side, icon over text,
 * whatever the sections' own types.
 */
const template = fixedPageTemplate(
  { path: '/feature', layouts: everySectionAs('band') },
  { fallbackTitle: featureMessages.title },
);
export const firstCalls = template.firstCalls;
export default template.Page;
