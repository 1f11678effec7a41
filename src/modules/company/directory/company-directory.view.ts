import type { KeyFactType } from '../../../../shared/enums.js';
import type { CompanyListItem } from '../company-list-item.sql.js';

/** A card of the company search: the spec's list item and what the card shows besides. */
export interface CompanyCardView extends CompanyListItem {
  profileImageUrl: string | null;
  tagline: string | null;
  /** The tagline in Georgian; the client falls back to `tagline` without it. */
  taglineGe: string | null;
  teamSize: string | null;
  activeVacancyCount: number;
  companyRate: number | null;
  reviewCount: number;
}

/** A technology of a company, in the request's language. */
export interface TechnologyView {
  id: number;
  name: string;
  iconUrl: string | null;
}

/** Technologies under their category (null id: technologies without one). */
export interface TechnologyGroupView {
  id: number | null;
  name: string;
  technologies: TechnologyView[];
}

export interface BenefitView {
  id: number;
  name: string;
  description: string | null;
  iconUrl: string | null;
}

/** A benefit group with the company's benefits in it. */
export interface BenefitGroupView extends BenefitView {
  benefits: BenefitView[];
}

/** The public company page (spec point 3, "company detail", and what the page shows besides). */
export interface CompanyDetailView {
  id: number;
  name: string;
  about: string | null;
  aboutGe: string | null;
  teamSize: string | null;
  transformedName: string;
  isClaimingNecessary: boolean;
  profileImageUrl: string | null;
  companyRate: number | null;
  smallProfileImageUrl: string | null;
  coverImageUrl: string | null;
  tagline: string | null;
  taglineGe: string | null;
  isVerified: boolean;
  verifiedDate: Date | null;
  activeVacancyCount: number;
  reviewCount: number;
  technologies: TechnologyGroupView[];
  benefits: BenefitGroupView[];
}

export interface KeyFactOptionView {
  id: number;
  name: string;
}

/** A key fact as the compare table lines them up (hidden ones are left out). */
export interface KeyFactDefinitionView {
  id: number;
  /** The definition's stable name ('company-size'…), so a client can find a fact it shows elsewhere. */
  key: string;
  name: string;
  keyFactType: KeyFactType;
  isMandatory: boolean;
  orderIndex: number;
  options: KeyFactOptionView[];
}

/** A company's answer to a key fact, as stored and as text to show in the request's language. */
export interface KeyFactValueView {
  keyFactId: number;
  descriptionEN: string | null;
  descriptionGE: string | null;
  descriptionNumber: number | null;
  checkedOptions: number[];
  /** The chosen options, in the request's language. */
  selectedOptions: KeyFactOptionView[];
  /** What a table cell shows: the text, the number, or the chosen options joined by ", ". */
  value: string | null;
}

export interface CompanyComparisonView extends CompanyDetailView {
  keyFacts: KeyFactValueView[];
}

export interface CompanyComparison {
  first: CompanyComparisonView;
  second: CompanyComparisonView;
  keyFactDefinitions: KeyFactDefinitionView[];
}

/** What the server-rendered head of a company page needs (in a file of its own: the client builds
 *  the same head). */
export type { CompanyPageFacts } from './company-page-facts.view.js';
