import { ApiProperty } from '@nestjs/swagger';
import { technologyFit } from '../../../shared/match/vacancy-match.js';
import { type Language, localized } from '../../core/i18n/language.js';
import { NamedItem } from '../account/dto/auth-info.view.js';
import type { VacancyTechnologyRow } from './vacancy-technologies.sql.js';

/** How a talent fits a vacancy as its company sees it (issue 25): only the technologies, never the
 *  salary, city or format reasons. Classes only so the OpenAPI document describes the answer. */
export class VacancyFitView {
  @ApiProperty({ type: [Number], description: 'The vacancy’s technologies the talent has, in the vacancy’s order' })
  commonIds: number[];
  @ApiProperty({ type: [Number], description: 'The vacancy’s technologies the talent lacks' })
  missingIds: number[];
  @ApiProperty({ type: [NamedItem], description: 'commonIds named in the request’s language' })
  common: NamedItem[];
  @ApiProperty({ type: [NamedItem], description: 'missingIds named in the request’s language' })
  missing: NamedItem[];
}

/** The fit of a talent with these technologies (ids, as they are when read) to the vacancy. */
export function vacancyFitOf(
  talentTechnologyIds: readonly number[],
  vacancyTechnologies: readonly VacancyTechnologyRow[],
  language: Language,
): VacancyFitView {
  const { commonIds, missingIds } = technologyFit(
    talentTechnologyIds,
    vacancyTechnologies.map((technology) => technology.id),
  );
  const names = new Map(
    vacancyTechnologies.map((technology) => [technology.id, localized(language, technology.name, technology.name_ge)]),
  );
  const named = (id: number): NamedItem => ({ id, name: names.get(id) ?? '' });
  return { commonIds, missingIds, common: commonIds.map(named), missing: missingIds.map(named) };
}
