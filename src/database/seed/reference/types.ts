/**
 * Shapes of the reference data shipped with the product (seeded idempotently at start-up)
 * and of the demo content loaded into an empty embedded database.
 * Every record has a stable `key` (kebab-case, ASCII) so re-seeding updates rather than duplicates.
 */
import { DictionaryType, KeyFactType, StaticContentType, type SeoPageKind } from '../../../core/domain/enums.js';

export { DictionaryType, KeyFactType, StaticContentType, type SeoPageKind };


export interface DictionarySeed {
  key: string;
  name: string;
  nameGE: string;
  description?: string;
  descriptionGE?: string;
  /** Path under /static/icons/ or an absolute URL; optional. */
  iconUrl?: string;
  /** Key of the parent item: a technology's TechnologyCategory, a job function's parent job
   *  function, a sub-benefit's benefit group. The parent must be listed before its children. */
  parentKey?: string;
  /** Other names people write for a technology (JS, TS, Postgres, k8s, ...), matched whole-word
   *  and case-insensitively by findTechnologiesInContext. Technologies only. */
  aliases?: string[];
  /** Shown on the landing page (the GetDictionary home-screen flag). */
  showOnHome?: boolean;
}

export interface CountryCodeSeed {
  /** ISO 3166-1 alpha-2, e.g. "GE". */
  code: string;
  /** With plus sign, e.g. "+995". */
  dialCode: string;
  name: string;
  nameGE: string;
}


export interface KeyFactDefinitionSeed {
  key: string;
  name: string;
  nameGE: string;
  keyFactType: KeyFactType;
  isMandatory: boolean;
  hide: boolean;
  orderIndex: number;
  options?: { key: string; name: string; nameGE: string }[];
}

export interface SeoDetailSeed {
  pageKind: SeoPageKind;
  titleEn: string;
  titleGe: string;
  descriptionEn: string;
  descriptionGe: string;
}


export interface StaticPageSeed {
  type: StaticContentType;
  titleEn: string;
  titleGe: string;
  /** CommonMark (no raw HTML); rendered safely by the client. */
  contentEn: string;
  contentGe: string;
}

export type FaqCategory = 'employers' | 'talents' | 'general';

export interface FaqSeed {
  key: string;
  category: FaqCategory;
  questionEn: string;
  questionGe: string;
  /** CommonMark, no raw HTML. */
  answerEn: string;
  answerGe: string;
  orderIndex: number;
}

export interface HeroSeed {
  titleEn: string;
  titleGe: string;
  textEn: string;
  textGe: string;
  /** Served by the app, e.g. "/static/hero.svg". */
  imageUrl: string;
}

export interface DemoCompanySeed {
  key: string;
  name: string;
  /** Georgian spelling of the name where the company has one. */
  aboutEn: string;
  aboutGe: string;
  tagline: string;
  teamSize: string;
  isVerified: boolean;
  isClaimingNecessary: boolean;
  /** Served by the app, e.g. "/static/demo/logos/<key>.svg". */
  profileImageUrl: string;
  coverImageUrl?: string;
  technologyKeys: string[];
  benefitKeys: string[];
  /** Values by key-fact definition key. */
  keyFacts: { keyFactKey: string; descriptionEn?: string; descriptionGe?: string; descriptionNumber?: number; optionKeys?: string[] }[];
}

export interface DemoVacancySeed {
  key: string;
  companyKey: string;
  title: string;
  titleGe: string;
  /** Plain paragraphs; the vacancy issue turns them into editor blocks. */
  descriptionEn: string;
  descriptionGe: string;
  experienceKey: string;
  employmentTypeKey: string;
  workLocationKey: string;
  cityKey: string;
  jobFunctionKey: string;
  technologyKeys: string[];
  salaryMin?: number;
  salaryMax?: number;
  /** Spec point 3: Gel=1, Dollar=2, Euro=3, PoundSterling=4. */
  currency?: 1 | 2 | 3 | 4;
  showSalary: boolean;
  /** Days before the seeding moment it was published (0..20) and days until its deadline. */
  publishedDaysAgo: number;
  deadlineInDays: number;
}
