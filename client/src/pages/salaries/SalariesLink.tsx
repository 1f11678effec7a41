import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useStores } from '../../stores/StoresContext';

/** Its words come with it (no icon either): the pages that show the link carry neither the salary
 *  page's texts nor a shared chunk of their own for it. */
const WORDS = {
  en: { short: 'Salaries', long: (name: string) => `Salaries for ${name}` },
  ka: { short: 'ხელფასები', long: (name: string) => `${name} — ხელფასები` },
} as const;

/** A link to /salaries narrowed to one technology (the vacancy search, the company directory and a
 *  company's technologies link here); `short` shows one word (its name is said to screen readers). */
export function SalariesLink({
  technologyId,
  name,
  short = false,
}: {
  technologyId: number;
  name: string;
  short?: boolean;
}) {
  const words = WORDS[useStores().language.shortCode];
  return (
    <Anchor
      component={Link}
      to={`/salaries?technologyId=${technologyId}`}
      size={short ? 'xs' : 'sm'}
      aria-label={short ? words.long(name) : undefined}
    >
      {short ? words.short : words.long(name)}
    </Anchor>
  );
}
