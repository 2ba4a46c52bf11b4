import { useEffect } from 'react';

export const CONSOLE_TITLE = '华夏教育集团 · 内容管理';

/** `<screen> · 华夏教育集团 · 内容管理` while the screen is shown. */
export function useConsoleTitle(screen: string | null) {
  useEffect(() => {
    document.title = screen ? `${screen} · ${CONSOLE_TITLE}` : CONSOLE_TITLE;
  }, [screen]);
}
