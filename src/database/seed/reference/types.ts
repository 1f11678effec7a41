/**
 * Shapes of the reference data shipped with the product (seeded idempotently at start-up)
 * and of the demo content loaded into an empty embedded database.
 * Every record has a stable `key` (kebab-case, ASCII) so re-seeding updates rather than duplicates.
 */
import { DictionaryType, KeyFactType, StaticContentType, type SeoPageKind } from '../../../../shared/enums.js';

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
  taglineGe: string;
  teamSize: string;
  isVerified: boolean;
  isClaimingNecessary: boolean;
  /** Served by the app, e.g. "/static/demo/logos/<key>.svg". */
  profileImageUrl: string;
  coverImageUrl?: string;
  technologyKeys: string[];
  benefitKeys: string[];
  /** Values by key-fact definition key. */
  keyFacts: {
    keyFactKey: string;
    descriptionEn?: string;
    descriptionGe?: string;
    descriptionNumber?: number;
    optionKeys?: string[];
  }[];
  /** Days before the seeding moment the page was created (verified a little later when verified). */
  createdDaysAgo: number;
  /** The contact card; only claimed companies (not `isClaimingNecessary`) have one. */
  contact?: DemoCompanyContactSeed;
}

/** A company's contact card (the spec's contact object). */
export interface DemoCompanyContactSeed {
  /** Without the country code, digit groups separated by single spaces, e.g. "32 2 12 34 56". */
  phoneNumber: string;
  /** With plus sign; "+995" for Georgia. */
  countryCode: string;
  email: string;
  website: string;
  georgiaOffice: string;
  georgiaOfficeGe: string;
  googleMapUrl: string;
  /** Only when the headquarters are elsewhere than the Georgian office. */
  headQuarter?: string;
  headQuarterGe?: string;
  headQuarterGoogleMapUrl?: string;
  facebookUrl?: string;
  linkedInUrl?: string;
  twitterUrl?: string;
  youTubeUrl?: string;
  tikTokUrl?: string;
}

/** Review status and display mode as stored (migration CompanyProfiles). */
export type DemoReviewStatus = 1 | 2 | 3;
export type DemoReviewVisibility = 1 | 2;

/** A review of a demo company by a demo talent (named by full name, see demo-talents.ts). */
export interface DemoReviewSeed {
  companyKey: string;
  authorName: string;
  /** 1..5. */
  rating: 1 | 2 | 3 | 4 | 5;
  headline: string;
  description: string;
  pros?: string;
  cons?: string;
  advice?: string;
  benefits?: string;
  /** 1 anonymous, 2 actual details (then position and tenure are shown). */
  visibility: DemoReviewVisibility;
  position?: string;
  tenure?: string;
  /** 1 pending, 2 approved, 3 rejected. */
  status: DemoReviewStatus;
  /** Days before the seeding moment it was written. */
  writtenDaysAgo: number;
  /** Demo talents (full names) who liked it. */
  likedBy?: string[];
  /** The company's published reply (approved reviews only), written a day or two after the review. */
  reply?: string;
}
