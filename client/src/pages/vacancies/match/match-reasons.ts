import type { DictionaryRef, VacancyDetail, VacancyMatch } from '../../../api/vacancy';

/** How a line of the panel reads at a glance (the words say it; the icon repeats it). */
export type ReasonTone = 'good' | 'partial' | 'bad' | 'unknown';

/** A text of the panel: its key under `vacancyMatch` and the values it names. */
export interface ReasonText {
  key: string;
  values?: Record<string, string | number>;
}

export interface MatchReason {
  part: 'technologies' | 'level' | 'workFormat' | 'city' | 'salary';
  tone: ReasonTone;
  texts: ReasonText[];
}

type Pick = (english: string, georgian: string | null | undefined) => string;

const TONE = { full: 'good', partial: 'partial', none: 'bad', unknown: 'unknown' } as const;

/**
 * The match of a vacancy in words (issue 25): which of its technologies the talent knows and lacks,
 * named from the vacancy's own list; the level, work format and city with the vacancy's names; the
 * salary only as a comparison, never a figure of what the talent asked. A remote vacancy reads
 * "remote: any city" (scoreMatch counts its city as fitting, whichever it is).
 */
export function matchReasons(match: VacancyMatch, vacancy: VacancyDetail, pick: Pick): MatchReason[] {
  const name = (ref: DictionaryRef | null) => (ref ? pick(ref.name, ref.nameGE) : '');
  const names = (ids: number[]) =>
    ids
      .map((id) => vacancy.technologies.find((technology) => technology.id === id))
      .filter((technology) => technology !== undefined)
      .map(name)
      .join(', ');
  const { commonIds, missingIds } = match.technologies;
  const total = commonIds.length + missingIds.length;

  const technologies: ReasonText[] =
    total === 0
      ? [{ key: 'technologies.notNamed' }]
      : [
          commonIds.length
            ? { key: 'technologies.known', values: { names: names(commonIds), count: commonIds.length, total } }
            : { key: 'technologies.noneKnown' },
          ...(missingIds.length ? [{ key: 'technologies.missing', values: { names: names(missingIds) } }] : []),
        ];
  const isRemote = vacancy.workLocationKey === 'remote' || !vacancy.city;
  const city = match.city === 'full' && isRemote ? 'city.remote' : `city.${match.city}`;
  return [
    {
      part: 'technologies',
      tone: total === 0 ? 'unknown' : missingIds.length === 0 ? 'good' : commonIds.length ? 'partial' : 'bad',
      texts: technologies,
    },
    {
      part: 'level',
      tone: TONE[match.level],
      texts: [{ key: `level.${match.level}`, values: { level: name(vacancy.experience) } }],
    },
    {
      part: 'workFormat',
      tone: TONE[match.workFormat],
      texts: [{ key: `workFormat.${match.workFormat}`, values: { format: name(vacancy.workLocation) } }],
    },
    { part: 'city', tone: TONE[match.city], texts: [{ key: city, values: { city: name(vacancy.city) } }] },
    {
      part: 'salary',
      tone: match.salary === 'below' ? 'bad' : match.salary === 'unknown' ? 'unknown' : 'good',
      texts: [{ key: `salary.${match.salary}` }],
    },
  ];
}

/** Something the profile could tell is missing (a level, format, city or salary not known, a
 *  technology the talent has not listed): the panel points to the profile. */
export const profileCouldHelp = (match: VacancyMatch): boolean =>
  match.technologies.missingIds.length > 0 ||
  [match.level, match.workFormat, match.city, match.salary].includes('unknown');
