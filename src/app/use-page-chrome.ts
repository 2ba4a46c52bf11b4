import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTheme } from 'styled-components';
import type { TemplateMeta } from '@/registry/define-template';

/**
 * After each navigation: scroll to the top and set the background colour of the route's meta
 * (white by default). The title and the rest of the head: page-head-sync.tsx.
 */
export function usePageChrome(meta: TemplateMeta): void {
  const { pathname, search } = useLocation();
  const theme = useTheme();
  const background = theme.backgrounds[meta.background ?? 'white'];

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);

  useEffect(() => {
    document.body.style.setProperty('--page-background', background);
  }, [background]);
}
