import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { Hint } from '../ui/form-field';
import { seoMessages } from './messages';
import type { SeoSectionProps } from './seo-section';

// The section (fields, counters, previews) is a chunk of its own, shared by the content and menu
// editors and fetched when one of them is drawn.
const SeoSection = lazy(() => import(/* webpackChunkName: "admin-seo-section" */ './seo-section'));

const Placeholder = styled(Hint)`
  min-height: ${({ theme }) => theme.space[8]}px;
`;

/** 搜索与分享 in an editor's form (issue 25 item 3). */
export function LazySeoSection(props: SeoSectionProps) {
  return (
    <Suspense fallback={<Placeholder role="status">{seoMessages.loading}</Placeholder>}>
      <SeoSection {...props} />
    </Suspense>
  );
}
