import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTheme } from 'styled-components';
import type { SiteSetting } from '@contract/site-setting';
import type { TemplateMeta } from '@/registry/define-template';
import { appMessages } from './messages';

export function pageTitle(meta: TemplateMeta, setting: SiteSetting | undefined): string {
  if (meta.title === 'admission') return appMessages.admissionTitle;
  if (meta.title === 'contact') return setting?.contactTitle ?? '';
  return setting?.siteTitle ?? '';
}

/**
 * After each navigation: scroll to the top, set the title of the page kind and the
 * background colour of the route's meta (white by default).
 */
export function usePageChrome(meta: TemplateMeta, setting: SiteSetting | undefined): void {
  const { pathname, search } = useLocation();
  const theme = useTheme();
  const title = pageTitle(meta, setting);
  const background = theme.backgrounds[meta.background ?? 'white'];

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  useEffect(() => {
    document.body.style.setProperty('--page-background', background);
  }, [background]);
}
