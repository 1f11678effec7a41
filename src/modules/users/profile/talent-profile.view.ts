import type { DataSource, EntityManager } from 'typeorm';
import { ApiProperty } from '@nestjs/swagger';
import { Currency } from '../../../../shared/enums.js';
import { type Language, localized } from '../../../core/i18n/language.js';
import { NamedItem } from '../../account/dto/auth-info.view.js';
import type { TalentProfileColumns } from './talent-profile.sql.js';

/** A dictionary item with both names, English and Georgian (the talent's own panel switches language without a reload). */
export class ProfileDictionaryRef {
  @ApiProperty()
  id: number;
  @ApiProperty()
  name: string;
  @ApiProperty()
  nameGE: string;
}

/** The talent's desired monthly salary. Private: only the talent's own answers carry it. */
export class DesiredSalary {
  @ApiProperty({ type: Number, nullable: true })
  min: number | null;
  @ApiProperty({ type: Number, nullable: true })
  max: number | null;
  @ApiProperty({ enum: Currency })
  currency: Currency;
}

/** The talent profile as its owner sees and edits it (inside GET Users/GetUserProfileInfo). */
export class TalentProfileView {
  @ApiProperty({ type: String, nullable: true })
  headline: string | null;
  @ApiProperty({ type: String, nullable: true })
  headlineGe: string | null;
  @ApiProperty({ type: String, nullable: true })
  summary: string | null;
  @ApiProperty({ type: String, nullable: true })
  summaryGe: string | null;
  @ApiProperty({ type: String, nullable: true })
  linkedinUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  githubUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  portfolioUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  phone: string | null;
  @ApiProperty({ type: DesiredSalary, nullable: true })
  desiredSalary: DesiredSalary | null;
  @ApiProperty({ type: [ProfileDictionaryRef] })
  workLocations: ProfileDictionaryRef[];
  @ApiProperty({ type: [ProfileDictionaryRef] })
  cities: ProfileDictionaryRef[];
  @ApiProperty()
  openToOffers: boolean;
  @ApiProperty({ description: 'The desired salary counts, anonymously, in the salary statistics' })
  shareSalaryForInsights: boolean;
}

/** What a company sees of an applicant's or saved talent's profile: never the desired salary, and
 *  the phone only as the talent gave it with the application. Names in the request's language. */
export class CompanySideTalentProfile {
  @ApiProperty({ type: String, nullable: true })
  headline: string | null;
  @ApiProperty({ type: String, nullable: true })
  summary: string | null;
  @ApiProperty({ type: String, nullable: true })
  linkedinUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  githubUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  portfolioUrl: string | null;
  @ApiProperty({ type: [NamedItem] })
  workLocations: NamedItem[];
  @ApiProperty({ type: [NamedItem] })
  cities: NamedItem[];
  @ApiProperty()
  openToOffers: boolean;
}

interface NamedJson {
  id: number;
  name: string;
  nameGe: string | null;
}

/** The dictionary names of an id array column, in the dictionary's order, as JSON. */
const namesOf = (column: string) => `COALESCE((
  SELECT json_agg(json_build_object('id', d.id, 'name', d.name, 'nameGe', d.name_ge) ORDER BY d.order_index, d.id)
    FROM dictionary_item d WHERE d.id = ANY(${column})), '[]'::json)`;

const parsed = (value: NamedJson[] | string): NamedJson[] =>
  typeof value === 'string' ? (JSON.parse(value) as NamedJson[]) : value;

export const EMPTY_TALENT_PROFILE: TalentProfileView = {
  headline: null,
  headlineGe: null,
  summary: null,
  summaryGe: null,
  linkedinUrl: null,
  githubUrl: null,
  portfolioUrl: null,
  phone: null,
  desiredSalary: null,
  workLocations: [],
  cities: [],
  openToOffers: false,
  shareSalaryForInsights: false,
};

type OwnRow = Omit<TalentProfileColumns, 'work_location_ids' | 'city_ids' | 'desired_salary_currency'> & {
  desired_salary_currency: number | null;
  share_salary_for_insights: boolean;
  work_locations: NamedJson[] | string;
  cities: NamedJson[] | string;
};

/** The owner's profile; a talent who never saved one has the empty profile. */
export async function loadTalentProfile(db: DataSource | EntityManager, accountId: number): Promise<TalentProfileView> {
  const [row]: OwnRow[] = await db.query(
    `SELECT headline, headline_ge, summary, summary_ge, linkedin_url, github_url, portfolio_url, phone,
            desired_salary_min, desired_salary_max, desired_salary_currency, open_to_offers, share_salary_for_insights,
            ${namesOf('work_location_ids')} AS work_locations, ${namesOf('city_ids')} AS cities
       FROM talent_profile WHERE account_id = $1`,
    [accountId],
  );
  if (!row) return EMPTY_TALENT_PROFILE;
  const bothNames = (items: NamedJson[] | string): ProfileDictionaryRef[] =>
    parsed(items).map((item) => ({ id: Number(item.id), name: item.name, nameGE: item.nameGe ?? item.name }));
  const amount = (value: number | null) => (value === null ? null : Number(value));
  return {
    headline: row.headline,
    headlineGe: row.headline_ge,
    summary: row.summary,
    summaryGe: row.summary_ge,
    linkedinUrl: row.linkedin_url,
    githubUrl: row.github_url,
    portfolioUrl: row.portfolio_url,
    phone: row.phone,
    desiredSalary:
      row.desired_salary_currency === null
        ? null
        : {
            min: amount(row.desired_salary_min),
            max: amount(row.desired_salary_max),
            currency: Number(row.desired_salary_currency) as Currency,
          },
    workLocations: bothNames(row.work_locations),
    cities: bothNames(row.cities),
    openToOffers: row.open_to_offers,
    shareSalaryForInsights: row.share_salary_for_insights,
  };
}

/** The text in the request's language, else in the other one (a talent may write only one). */
const inEither = (language: Language, english: string | null, georgian: string | null): string | null =>
  localized(language, english, georgian) ?? georgian;

interface CompanySideRow {
  account_id: number;
  headline: string | null;
  headline_ge: string | null;
  summary: string | null;
  summary_ge: string | null;
  linkedin_url: string | null;
  github_url: string | null;
  portfolio_url: string | null;
  work_locations: NamedJson[] | string;
  cities: NamedJson[] | string;
  open_to_offers: boolean;
}

/** The company-side profiles of these talents, by account id. The query names only the columns a
 *  company may see, so the desired salary and the profile's phone never leave the database here. */
export async function companySideProfilesOf(
  db: DataSource | EntityManager,
  accountIds: number[],
  language: Language,
): Promise<Map<number, CompanySideTalentProfile>> {
  if (accountIds.length === 0) return new Map();
  const rows: CompanySideRow[] = await db.query(
    `SELECT account_id, headline, headline_ge, summary, summary_ge, linkedin_url, github_url, portfolio_url, open_to_offers,
            ${namesOf('work_location_ids')} AS work_locations, ${namesOf('city_ids')} AS cities
       FROM talent_profile WHERE account_id = ANY($1::int[])`,
    [accountIds],
  );
  const named = (items: NamedJson[] | string) =>
    parsed(items).map((item) => ({ id: Number(item.id), name: localized(language, item.name, item.nameGe) }));
  return new Map(
    rows.map((row) => [
      Number(row.account_id),
      {
        headline: inEither(language, row.headline, row.headline_ge),
        summary: inEither(language, row.summary, row.summary_ge),
        linkedinUrl: row.linkedin_url,
        githubUrl: row.github_url,
        portfolioUrl: row.portfolio_url,
        workLocations: named(row.work_locations),
        cities: named(row.cities),
        openToOffers: row.open_to_offers,
      },
    ]),
  );
}

/** The phone of the talent's profile (the application form starts from it), or null. */
export async function talentPhoneOf(db: DataSource | EntityManager, accountId: number): Promise<string | null> {
  const [row]: { phone: string | null }[] = await db.query('SELECT phone FROM talent_profile WHERE account_id = $1', [
    accountId,
  ]);
  return row?.phone ?? null;
}
