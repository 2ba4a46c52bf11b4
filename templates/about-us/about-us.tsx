import { FixedPage, type FixedPageContent, fixedPageFirstCalls } from '@/features/fixed-pages/fixed-page';
import { TeacherStrip, teacherStripCalls } from '@/features/fixed-pages/teacher-strip';
import type { FirstCalls, TemplateProps } from '@/registry/define-template';
import { aboutUsMessages } from './messages';

const PAGE: FixedPageContent = { path: '/about_us', layouts: { fallback: 'cards' } };
export const firstCalls: FirstCalls = (page) => [...fixedPageFirstCalls(PAGE)(page), ...teacherStripCalls];

/**
 * The introduction first, then the sections (a 发展历程 menu of page type 时间轴 becomes a time
 * axis, an image list a mosaic), then the people, each linking to their own page.
 */
export default function AboutUs(_props: TemplateProps) {
  return (
    <FixedPage {...PAGE} fallbackTitle={aboutUsMessages.title}>
      <TeacherStrip title={aboutUsMessages.teachers} />
    </FixedPage>
  );
}
