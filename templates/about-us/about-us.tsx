import type { MenuEntry } from '@/api/content-types';
import { FixedPage } from '@/features/fixed-pages/fixed-page';
import { layoutForMenu } from '@/features/fixed-pages/section-layout';
import { TeacherStrip } from '@/features/fixed-pages/teacher-strip';
import type { TemplateProps } from '@/registry/define-template';
import { aboutUsMessages } from './messages';

const layoutOf = (menu: MenuEntry) => layoutForMenu(menu, 'cards');

/**
 * The introduction first, then the sections (a 发展历程 menu of page type 时间轴 becomes a time
 * axis, an image list a mosaic), then the people, each linking to their own page.
 */
export default function AboutUs(_props: TemplateProps) {
  return (
    <FixedPage path="/about_us" fallbackTitle={aboutUsMessages.title} layoutOf={layoutOf}>
      <TeacherStrip title={aboutUsMessages.teachers} />
    </FixedPage>
  );
}
