import { fixedPageTemplate } from '@/features/fixed-pages/fixed-page';
import { featureMessages } from './messages';

/** Whatever the sections' own types, this page shows four highlights a row. */
const asBand = () => 'band' as const;

/** The school's strengths at a glance: each section four highlights side by side, icon over text. */
const template = fixedPageTemplate(
  { path: '/feature', layouts: { fallback: 'band', adapt: asBand } },
  { fallbackTitle: featureMessages.title },
);
export const firstCalls = template.firstCalls;
export default template.Page;
