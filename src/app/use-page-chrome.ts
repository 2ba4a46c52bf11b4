import { useEffect } from 'react';
import { useTheme } from 'styled-components';
import type { TemplateMeta } from '@/registry/define-template';
import { useScrollRestoration } from './use-scroll-restoration';

/**
 * After each navigation: the scroll position (a new page at its top, the back button back to the
 * reading place) and the background colour of the route's meta (white by default). The title and
 * the rest of the head: page-head-sync.tsx.
 */
export function usePageChrome(meta: TemplateMeta): void {
  useScrollRestoration();
  const theme = useTheme();
  const background = theme.backgrounds[meta.background ?? 'white'];

  useEffect(() => {
    document.body.style.setProperty('--page-background', background);
  }, [background]);
}
