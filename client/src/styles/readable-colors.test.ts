import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { cssVariablesResolver, theme } from '../theme';
import { contrastRatio, MIN_TEXT_CONTRAST, readableColorVariables } from './readable-colors';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const variables = readableColorVariables(resolved);
const shadesOf = (name: string) => resolved.colors[name];

describe('readable variant colors (WCAG AA, 4.5:1)', () => {
  it.each(Object.keys(DEFAULT_THEME.colors))(
    '%s: filled and outline text, light and subtle text all read at 4.5:1',
    (name) => {
      const filled = variables[`--mantine-color-${name}-filled`] ?? shadesOf(name)[7];
      const outline = variables[`--mantine-color-${name}-outline`] ?? shadesOf(name)[7];
      const lightText = variables[`--mantine-color-${name}-light-color`] ?? shadesOf(name)[9];
      expect(contrastRatio(resolved.white, filled)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio(outline, resolved.white)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio(lightText, shadesOf(name)[1])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio(lightText, shadesOf(name)[2])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    },
  );

  it('keeps the colors that already read well: the indigo brand buttons, grey', () => {
    expect(Object.keys(variables).filter((key) => /-(indigo-(filled|outline)|gray-|dark-)/.test(key))).toEqual([]);
  });

  it('darkens teal, red and orange the least it can: the next shade, or the darkest darkened', () => {
    expect(variables['--mantine-color-teal-filled']).toBe(shadesOf('teal')[9]);
    expect(variables['--mantine-color-red-filled']).toBe(shadesOf('red')[8]);
    expect(variables['--mantine-color-red-filled-hover']).toBe(shadesOf('red')[9]);
    expect(variables['--mantine-color-orange-filled']).toMatch(/^rgba\(/);
  });

  it('is what the app puts on the page in the light scheme', () => {
    expect(cssVariablesResolver(resolved).light).toMatchObject(variables);
  });
});
