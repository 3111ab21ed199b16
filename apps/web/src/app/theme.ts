import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 7 keeps white-on-primary and primary-on-white text above the WCAG AA contrast ratio.
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  // Dialogs and menus appear without animation for people who ask their system for less motion.
  respectReducedMotion: true,
  fontFamily:
    '"Inter Variable", Inter, "Segoe UI", system-ui, -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      '"Inter Variable", Inter, "Segoe UI", system-ui, -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '750',
  },
});

/** Mantine's default dimmed grey is below 4.5:1 on white; use a darker one for readable secondary text. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057',
    // Error text and red buttons: Mantine's red 6 and 7 are below 4.5:1 on white; red 9 is 5.9:1.
    '--mantine-color-error': t.colors.red[9] ?? '#c92a2a',
    '--mantine-color-red-filled': t.colors.red[9] ?? '#c92a2a',
    '--mantine-color-red-filled-hover': '#a51d1d',
  },
  dark: {},
});
