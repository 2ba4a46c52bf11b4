import { CallToActionLater } from '@/features/fixed-pages/call-to-action-later';
import { fixedPageTemplate } from '@/features/fixed-pages/fixed-page';
import type { SectionLayouts } from '@/features/fixed-pages/section-layout';
import { vocationMessages as messages } from './messages';

/** Courses need more words than a card holds: image lists read as rows here. */
const LAYOUTS: SectionLayouts = {
  fallback: 'rows',
  adapt: (layout) => (layout === 'cards' ? 'rows' : layout),
};

const ACTIONS = [
  { to: '/online_registration', label: messages.register },
  { to: '/concact_us', label: messages.contact },
] as const;

/** Courses read as rows (picture, what you learn, when): longer summaries than cards allow. */
const template = fixedPageTemplate(
  { path: '/vocation', layouts: LAYOUTS },
  {
    fallbackTitle: messages.title,
    children: (
      <CallToActionLater
        title={messages.callToActionTitle}
        text={messages.callToActionText}
        actions={ACTIONS}
      />
    ),
  },
);
export const firstCalls = template.firstCalls;
export default template.Page;
