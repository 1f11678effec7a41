import { darken, getPrimaryShade, luminance, type MantineColorsTuple, type MantineTheme } from '@mantine/core';

/** WCAG 1.4.3 (AA): text needs 4.5:1 against its background. */
export const MIN_TEXT_CONTRAST = 4.5;

export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

/** The lightest of the color's shades from `from` on that reads at 4.5:1 on the background; when even
 *  the darkest does not (orange, yellow, lime), the darkest darkened until it does. */
function readableShade(shades: MantineColorsTuple, from: number, background: string): string {
  const shade = shades.slice(from).find((color) => contrastRatio(color, background) >= MIN_TEXT_CONTRAST);
  if (shade) return shade;
  let color = shades[9];
  for (let step = 1; contrastRatio(color, background) < MIN_TEXT_CONTRAST && step < 20; step += 1)
    color = darken(shades[9], step * 0.05);
  return color;
}

/** Mantine's variant colors, made readable in the light scheme. Its defaults put white text on shade 7
 *  (filled buttons and badges, 3.1:1 for teal), shade 7 on white (outline, 3.8:1 for red) and shade 9
 *  on shade 1 (light badges, subtle buttons, avatars: 3.6:1 for orange). Only the colors that fall short
 *  change; `c="teal"` text follows the filled color. */
export function readableColorVariables(theme: MantineTheme): Record<string, string> {
  const primaryShade = getPrimaryShade(theme, 'light');
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    const filled = readableShade(shades, primaryShade, theme.white);
    if (filled !== shades[primaryShade]) {
      const next = shades.indexOf(filled) + 1;
      variables[`--mantine-color-${name}-filled`] = filled;
      variables[`--mantine-color-${name}-filled-hover`] = next > 0 && next <= 9 ? shades[next] : darken(filled, 0.1);
      variables[`--mantine-color-${name}-outline`] = filled;
    }
    // Light buttons darken to shade 2 on hover: the text must hold there too.
    const lightText = readableShade(shades, 9, shades[2]);
    if (lightText !== shades[9]) variables[`--mantine-color-${name}-light-color`] = lightText;
  }
  return variables;
}
