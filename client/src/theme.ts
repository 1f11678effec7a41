import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { readableColorVariables } from './styles/readable-colors';

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
  components: {
    // A spinner is an indeterminate progress bar: its `aria-label` names it (a plain span cannot have one).
    Loader: { defaultProps: { role: 'progressbar' } },
    // Mantine 9 keeps every closed dropdown's options in the page (hidden): on /vacancies that was a
    // quarter of the page's elements and of its first render. A dropdown renders its options when opened.
    Combobox: { defaultProps: { keepMounted: false } },
    // Pictures say their size (square; the avatar's CSS draws them at its own size), so the browser
    // keeps their place before they arrive.
    Avatar: { defaultProps: { imageProps: { width: 96, height: 96 } } },
  },
});

/** Mantine's dimmed grey (gray 6) fails contrast on white; gray 7 passes. Some of its variant colors
 *  fail too: styles/readable-colors.ts darkens them. */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', ...readableColorVariables(resolved) },
  dark: {},
});
