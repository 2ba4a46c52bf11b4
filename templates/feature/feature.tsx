import { FixedPage, type FixedPageContent, fixedPageFirstCalls } from '@/features/fixed-pages/fixed-page';
import type { TemplateProps } from '@/registry/define-template';
import { featureMessages } from './messages';

/** Whatever the sections' own types, this page shows four highlights a row. */
const asBand = () => 'band' as const;
const BANDS = { fallback: 'band', adapt: asBand } as const;

const PAGE: FixedPageContent = { path: '/feature', layouts: BANDS };
export const firstCalls = fixedPageFirstCalls(PAGE);

/** The school's strengths at a glance: each section four highlights side by side, icon over text. */
export default function Feature(_props: TemplateProps) {
  return <FixedPage {...PAGE} fallbackTitle={featureMessages.title} />;
}
