import { ApiProperty } from '@nestjs/swagger';
import { Currency, InvitationStatus } from '../../../../shared/enums.js';
import { type Language, localized } from '../../../core/i18n/language.js';
import { NamedItem } from '../../account/dto/auth-info.view.js';
import { DesiredSalary } from '../../users/profile/talent-profile.view.js';
import { VacancyFitView } from '../../vacancy/vacancy-fit.view.js';
import type { AnonymousTalentRow, DictionaryName } from './talent-directory.sql.js';

/** Classes only so the OpenAPI document (and the client's generated types) describe the answers. */
export class TalentInvitationStateView {
  @ApiProperty()
  id: number;
  @ApiProperty({ enum: InvitationStatus })
  status: InvitationStatus;
}

/** A talent's profile as a company sees it before the talent accepts an invitation: nothing that
 *  names the talent (no name, photo, e-mail, phone, links or CV). */
export class AnonymousTalentView {
  @ApiProperty({ description: 'The profile’s public id (not the account’s)' })
  talentId: string;
  @ApiProperty({ type: String, nullable: true })
  headline: string | null;
  @ApiProperty({ type: String, nullable: true })
  summary: string | null;
  @ApiProperty({ type: NamedItem, nullable: true })
  field: NamedItem | null;
  @ApiProperty({ type: NamedItem, nullable: true, description: 'The experience level' })
  level: NamedItem | null;
  @ApiProperty({ type: Number, nullable: true })
  experienceYears: number | null;
  @ApiProperty({ type: [NamedItem] })
  technologies: NamedItem[];
  @ApiProperty({ type: [NamedItem] })
  workLocations: NamedItem[];
  @ApiProperty({ type: [NamedItem] })
  cities: NamedItem[];
  @ApiProperty({ type: DesiredSalary, nullable: true, description: 'Only when the talent shows it' })
  salary: DesiredSalary | null;
  @ApiProperty({ description: 'When the talent was last active' })
  activeAt: string;
  @ApiProperty({ type: TalentInvitationStateView, nullable: true, description: 'The caller’s latest invitation' })
  invitation: TalentInvitationStateView | null;
  @ApiProperty({
    type: VacancyFitView,
    nullable: true,
    description: 'With `vacancyId`: that vacancy’s technologies the talent has and lacks; otherwise null',
  })
  vacancyFit: VacancyFitView | null;
}

/** What an anonymous profile needs beside its row. */
export interface AnonymousTalentParts {
  technologies: NamedItem[];
  names: Map<number, DictionaryName>;
  invitation: TalentInvitationStateView | null;
  vacancyFit: VacancyFitView | null;
}

const named = (item: DictionaryName | undefined, language: Language): NamedItem | null =>
  item ? { id: item.id, name: localized(language, item.name, item.name_ge) } : null;

const namedAll = (ids: number[] | null, names: Map<number, DictionaryName>, language: Language): NamedItem[] =>
  (ids ?? []).map((id) => named(names.get(Number(id)), language)).filter((item) => item !== null);

/** The text in the request's language, or in the other one when that is all there is. */
export const eitherLanguage = (language: Language, english: string | null, georgian: string | null): string | null =>
  localized(language, english || georgian, georgian) || null;

/** The dictionary items a row names (for one query of their names). */
export const dictionaryIdsOf = (row: AnonymousTalentRow): number[] =>
  [row.field_id, row.experience_id, ...(row.work_location_ids ?? []), ...(row.city_ids ?? [])]
    .filter((id) => id !== null)
    .map(Number);

export function toAnonymousTalent(
  row: AnonymousTalentRow,
  parts: AnonymousTalentParts,
  language: Language,
): AnonymousTalentView {
  const salaryShown = row.show_salary && row.salary_currency !== null;
  return {
    talentId: row.public_id,
    headline: eitherLanguage(language, row.headline, row.headline_ge),
    summary: eitherLanguage(language, row.summary, row.summary_ge),
    field: row.field_id === null ? null : named(parts.names.get(Number(row.field_id)), language),
    level: row.experience_id === null ? null : named(parts.names.get(Number(row.experience_id)), language),
    experienceYears: row.experience_years === null ? null : Number(row.experience_years),
    technologies: parts.technologies,
    workLocations: namedAll(row.work_location_ids, parts.names, language),
    cities: namedAll(row.city_ids, parts.names, language),
    salary: salaryShown
      ? {
          min: row.salary_min === null ? null : Number(row.salary_min),
          max: row.salary_max === null ? null : Number(row.salary_max),
          currency: Number(row.salary_currency) as Currency,
        }
      : null,
    activeAt: new Date(row.active_at).toISOString(),
    invitation: parts.invitation,
    vacancyFit: parts.vacancyFit,
  };
}
