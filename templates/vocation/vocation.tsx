import { CallToActionLater } from '@/features/fixed-pages/call-to-action-later';
import { FixedPage, type FixedPageContent, fixedPageFirstCalls } from '@/features/fixed-pages/fixed-page';
import type { SectionLayouts } from '@/features/fixed-pages/section-layout';
import type { TemplateProps } from '@/registry/define-template';
import { vocationMessages } from './messages';

/** Courses need more words than a card holds: image lists read as rows here. */
const LAYOUTS: SectionLayouts = {
  fallback: 'rows',
  adapt: (layout) => (layout === 'cards' ? 'rows' : layout),
};

const ACTIONS = [
  { to: '/online_registration', label: vocationMessages.register },
  { to: '/concact_us', label: vocationMessages.contact },
] as const;

const PAGE: FixedPageContent = { path: '/vocation', layouts: LAYOUTS };
export const firstCalls = fixedPageFirstCalls(PAGE);

/** Courses read as rows (picture, what you learn, when): longer summaries than cards allow. */
export default function Vocation(_props: TemplateProps) {
  return (
    <FixedPage {...PAGE} fallbackTitle={vocationMessages.title}>
      <CallToActionLater
        title={vocationMessages.callToActionTitle}
        text={vocationMessages.callToActionText}
        actions={ACTIONS}
      />
    </FixedPage>
  );
}
