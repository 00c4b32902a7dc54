/**
 * The one typed theme of the console. Components read tokens from it instead of hard-coding
 * values, so colours, spacing and the responsive breakpoints (docs/dashboard.md#layout) live in one place.
 */

/** Breakpoints (docs/dashboard.md#layout): mobile under 1000px, sidebar expanded from 1200px. */
export const breakpoints = {
  /** Widths below this use the mobile layout (bottom tab bar, drawer). */
  mobileBelow: 1000,
  /** From this width the desktop sidebar shows labels; below it collapses to 65px. */
  sidebarExpandedFrom: 1200,
} as const;

/**
 * Media queries for the responsive switch. The shell changes layout with CSS only, so the
 * server markup equals the client's first render whatever the window size.
 */
export const media = {
  mobile: `@media (max-width: ${breakpoints.mobileBelow - 0.02}px)`,
  desktop: `@media (min-width: ${breakpoints.mobileBelow}px)`,
  sidebarCollapsed: `@media (min-width: ${breakpoints.mobileBelow}px) and (max-width: ${breakpoints.sidebarExpandedFrom - 0.02}px)`,
  sidebarExpanded: `@media (min-width: ${breakpoints.sidebarExpandedFrom}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const theme = {
  colors: {
    brand: '#5b3df5',
    brandHover: '#4a2fd6',
    brandSoft: '#efebff',
    onBrand: '#ffffff',
    text: '#1d1b29',
    textMuted: '#615e75',
    background: '#f6f6fa',
    surface: '#ffffff',
    surfaceHover: '#f1f0f7',
    border: '#e2e1ea',
    danger: '#b3261e',
    dangerSoft: '#fdeceb',
    warning: '#7a4f00',
    warningSoft: '#fff3d6',
    info: '#1f4fb8',
    infoSoft: '#e8effd',
    success: '#17683f',
    successSoft: '#e2f5ea',
    disabled: '#a9a7b8',
    focus: '#2f6feb',
    overlay: 'rgba(20, 18, 35, 0.45)',
  },
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radii: {
    sm: '6px',
    md: '10px',
    lg: '16px',
    pill: '999px',
  },
  font: {
    family:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Hebrew", Arial, sans-serif',
    size: {
      xs: '12px',
      sm: '14px',
      md: '16px',
      lg: '20px',
      xl: '28px',
      xxl: '36px',
    },
    weight: {
      regular: 400,
      medium: 500,
      bold: 700,
    },
    lineHeight: 1.5,
  },
  shadows: {
    card: '0 1px 2px rgba(20, 18, 35, 0.06), 0 1px 8px rgba(20, 18, 35, 0.04)',
    menu: '0 8px 28px rgba(20, 18, 35, 0.16)',
    bar: '0 -1px 8px rgba(20, 18, 35, 0.08)',
  },
  layout: {
    sidebarExpandedWidth: '232px',
    /** Collapsed sidebar width (docs/dashboard.md#layout). */
    sidebarCollapsedWidth: '65px',
    topBarHeight: '60px',
    tabBarHeight: '64px',
    /** Used when a route has no width of its own. */
    defaultPageWidth: 1230,
  },
  zIndex: {
    topBar: 20,
    sidebar: 30,
    tabBar: 30,
    menu: 40,
    drawer: 50,
    splash: 100,
  },
  durations: {
    /** Splash fade (docs/dashboard.md#timings). */
    fade: '300ms',
    fast: '150ms',
  },
  breakpoints,
  media,
} as const;

/** The shape styled-components' `DefaultTheme` is augmented with (see styled.d.ts). */
export type AppTheme = typeof theme;
