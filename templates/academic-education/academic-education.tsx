import { CallToActionLater } from '@/features/fixed-pages/call-to-action-later';
import { FixedPage, type FixedPageContent, fixedPageFirstCalls } from '@/features/fixed-pages/fixed-page';
import type { TemplateProps } from '@/registry/define-template';
import { academicEducationMessages } from './messages';

const ACTIONS = [
  { to: '/online_registration', label: academicEducationMessages.register },
  { to: '/enroll_info', label: academicEducationMessages.admissionLookup },
] as const;

const PAGE: FixedPageContent = { path: '/academic_education', layouts: { fallback: 'news' } };
export const firstCalls = fixedPageFirstCalls(PAGE);

/** Admission notices and majors read as dated lists; the page ends where applicants act: enrol, look up. */
export default function AcademicEducation(_props: TemplateProps) {
  return (
    <FixedPage {...PAGE} fallbackTitle={academicEducationMessages.title}>
      <CallToActionLater
        title={academicEducationMessages.callToActionTitle}
        text={academicEducationMessages.callToActionText}
        actions={ACTIONS}
      />
    </FixedPage>
  );
}
