/**
 * The design tokens. Components read sizes and colours from here (never literals),
 * so a platform can restyle the site by building another theme.
 */
/*
 * Colours meet WCAG 2.1 AA wherever they are drawn (e2e/page-walk.spec.ts checks every page):
 * a text colour has 4.5:1 against `surface` and `surfaceMuted`, a fill carries text of 4.5:1.
 */
export type Palette = {
  primary: string;
  primaryDark: string;
  /** Amber for text, marks and borders on light surfaces (5.0:1 on white). */
  accent: string;
  /** The bright brand amber, only as a fill under dark `text` (or on dark backgrounds). */
  accentFill: string;
  /** The keyboard focus ring: 3:1 or more against light surfaces and the dark footer. */
  focusRing: string;
  text: string;
  textMuted: string;
  border: string;
  surface: string;
  surfaceMuted: string;
  skeleton: string;
  danger: string;
  warning: string;
  overlay: string;
  onPrimary: string;
};

export type Theme = {
  colors: Palette;
  /** Spacing scale in px: space[3] = 12px. */
  space: readonly number[];
  /** Font sizes in px. */
  fontSizes: readonly number[];
  /** Min-widths in px: phone-landscape, tablet, desktop, wide, extra-wide. */
  breakpoints: readonly [number, number, number, number, number];
  radii: { small: number; medium: number; large: number; round: string };
  shadows: { card: string; raised: string; header: string };
  layout: {
    maxWidth: number;
    headerHeight: number;
    headerHeightMobile: number;
    inputWidth: number;
    /** The floating consult bar at the bottom of narrow screens (src/features/floating-bar). */
    floatingBarHeight: number;
    /** … and its rail at the right of wide ones, shown where it fits beside the page's content. */
    floatingRailWidth: number;
  };
  fonts: { body: string };
  zIndices: { floating: number; header: number; dropdown: number; overlay: number; dialog: number };
  /** Background colours a route's meta may ask for. */
  backgrounds: { white: string; grey: string; dark: string };
};

const fontStack =
  '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei", "Helvetica Neue", Arial, sans-serif';

export function createTheme(palette: Partial<Palette> = {}): Theme {
  return {
    colors: {
      primary: '#0b5cad',
      primaryDark: '#08437f',
      accent: '#b45309',
      accentFill: '#e8a20c',
      focusRing: '#1a73e8',
      text: '#1f2933',
      textMuted: '#5f6b7a',
      border: '#dde3ea',
      surface: '#ffffff',
      surfaceMuted: '#f4f6f9',
      skeleton: '#e8ecf1',
      danger: '#c62828',
      warning: '#9a5b00',
      overlay: 'rgba(15, 23, 42, 0.45)',
      onPrimary: '#ffffff',
      ...palette,
    },
    space: [0, 4, 8, 12, 16, 24, 32, 48, 64, 96],
    fontSizes: [12, 14, 16, 18, 20, 24, 30, 36, 48],
    breakpoints: [480, 768, 1024, 1280, 1600],
    radii: { small: 4, medium: 8, large: 16, round: '50%' },
    shadows: {
      card: '0 2px 8px rgba(15, 23, 42, 0.08)',
      raised: '0 8px 24px rgba(15, 23, 42, 0.14)',
      header: '0 1px 6px rgba(15, 23, 42, 0.12)',
    },
    layout: {
      maxWidth: 1200,
      headerHeight: 72,
      headerHeightMobile: 56,
      inputWidth: 340,
      floatingBarHeight: 56,
      floatingRailWidth: 72,
    },
    fonts: { body: fontStack },
    zIndices: { floating: 90, header: 100, dropdown: 110, overlay: 1000, dialog: 1100 },
    backgrounds: { white: '#ffffff', grey: '#f4f6f9', dark: '#0f172a' },
  };
}

export const theme = createTheme();

export type BackgroundName = keyof Theme['backgrounds'];

/** `${media.tablet} { … }` — mobile first: styles above a breakpoint go inside. */
export const media = {
  phoneLandscape: `@media (min-width: ${theme.breakpoints[0]}px)`,
  tablet: `@media (min-width: ${theme.breakpoints[1]}px)`,
  desktop: `@media (min-width: ${theme.breakpoints[2]}px)`,
  wide: `@media (min-width: ${theme.breakpoints[3]}px)`,
  extraWide: `@media (min-width: ${theme.breakpoints[4]}px)`,
} as const;
