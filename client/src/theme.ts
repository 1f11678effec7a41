import { createTheme, type CSSVariablesResolver } from '@mantine/core';

const fontFamily = "Inter, 'Noto Sans Georgian', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** Calm and trustworthy: indigo on white, soft borders, generous spacing. Shade 7 of indigo keeps
 *  white text on primary buttons above 4.5:1 contrast. */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 7,
  fontFamily,
  headings: {
    fontFamily,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: 'clamp(1.75rem, 1.35rem + 1.8vw, 2.25rem)', lineHeight: '1.25' },
      h2: { fontSize: 'clamp(1.375rem, 1.15rem + 1vw, 1.75rem)', lineHeight: '1.3' },
    },
  },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
});

/** Mantine's dimmed grey (gray 6) fails contrast on white; gray 7 passes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
