import type { MenuEntry } from '@contract/site-menu';
import { CallToAction } from '@/features/fixed-pages/call-to-action';
import { FixedPage, type FixedPageContent, fixedPageFirstCalls } from '@/features/fixed-pages/fixed-page';
import { layoutForMenu } from '@/features/fixed-pages/section-layout';
import type { TemplateProps } from '@/registry/define-template';
import { vocationMessages } from './messages';

/** Courses need more words than a card holds: image lists read as rows here. */
const layoutOf = (menu: MenuEntry) => {
  const layout = layoutForMenu(menu, 'rows');
  return layout === 'cards' ? 'rows' : layout;
};

const ACTIONS = [
  { to: '/online_registration', label: vocationMessages.register },
  { to: '/concact_us', label: vocationMessages.contact },
] as const;

const PAGE: FixedPageContent = { path: '/vocation', layoutOf };
export const firstCalls = fixedPageFirstCalls(PAGE);

/** Courses read as rows (picture, what you learn, when): longer summaries than cards allow. */
export default function Vocation(_props: TemplateProps) {
  return (
    <FixedPage {...PAGE} fallbackTitle={vocationMessages.title}>
      <CallToAction
        title={vocationMessages.callToActionTitle}
        text={vocationMessages.callToActionText}
        actions={ACTIONS}
      />
    </FixedPage>
  );
}
