import { CallToActionLater } from '@/features/fixed-pages/call-to-action-later';
import { fixedPageTemplate } from '@/features/fixed-pages/fixed-page';
import { academicEducationMessages as messages } from './messages';

const ACTIONS = [
  { to: '/online_registration', label: messages.register },
  { to: '/enroll_info', label: messages.admissionLookup },
] as const;

/** Admission notices and majors read as dated lists; the page ends where applicants act: enrol, look up. */
const template = fixedPageTemplate(
  { path: '/academic_education', layouts: { fallback: 'news' } },
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
