import { ThemeIcon as MantineThemeIcon, type ThemeIconProps } from '@mantine/core';

/**
 * Mantine's ThemeIcon, whose `radius` and `color` reach its CSS variables only: Mantine 9 also
 * writes them on its div as attributes, which HTML does not have (issue 20).
 */
export function ThemeIcon({ radius, color, gradient, ...props }: Omit<ThemeIconProps, 'vars'>) {
  return (
    <MantineThemeIcon
      {...props}
      vars={(theme, resolved, ctx) =>
        MantineThemeIcon.varsResolver(theme, { ...resolved, radius, color, gradient }, ctx)
      }
    />
  );
}
