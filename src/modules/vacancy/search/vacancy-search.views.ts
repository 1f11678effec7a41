import type { VacancyApproval, VacancyCallToAction, VacancyStatus } from '../../../core/domain/enums.js';
import type { CompanyListItem } from '../../company/company-list-item.js';
import type { DictionaryRef, VacancyListItem, VacancySalary } from '../vacancy-list-item.js';

export interface BenefitRef extends DictionaryRef {
  iconUrl: string | null;
}

/** The vacancy page (`GetVacancy`): the card and everything the page shows besides. The number of
 *  applicants is the company's business and is not here. */
export interface VacancyDetailView extends VacancyListItem {
  company: CompanyListItem & { tagline: string | null };
  jobFunction: DictionaryRef | null;
  /** Editor.js documents as stored. */
  descriptionEN: unknown;
  descriptionGE: unknown;
  /** The description in the request's language (the Georgian one falls back to the English). */
  elementContext: unknown;
  benefits: BenefitRef[];
  /** ISO 639-1 codes. */
  languages: string[];
  callToAction: VacancyCallToAction;
  status: VacancyStatus;
  approval: VacancyApproval;
  /** Ended or past its deadline: no longer accepting applicants. */
  isExpired: boolean;
  /** Shown only because the viewer is its company or staff (a draft, waiting for review, rejected). */
  isPreview: boolean;
  /** The signed-in talent has applied; false for everyone else. */
  isApplied: boolean;
}

export interface CompanySimAndOtherVacancies {
  otherVacancies: VacancyListItem[];
  similarVacancies: VacancyListItem[];
}

/** What the server-rendered head of a vacancy page needs, for a vacancy the public may see. */
export interface VacancyPageFacts {
  id: number;
  title: string;
  titleGe: string | null;
  descriptionEn: unknown;
  descriptionGe: unknown;
  /** Open: indexable, with a JobPosting. Otherwise ended or past its deadline. */
  isOpen: boolean;
  publishedAt: Date | null;
  deadline: Date | null;
  updatedAt: Date;
  /** The dictionary keys that decide the JobPosting's employment type and location. */
  employmentTypeKey: string | null;
  workLocationKey: string | null;
  city: { name: string; nameGe: string } | null;
  salary: VacancySalary | null;
  callToAction: VacancyCallToAction;
  company: { id: number; name: string; transformedName: string; profileImageUrl: string | null };
}

/** A vacancy page of the sitemap. */
export interface VacancySitemapEntry {
  id: number;
  lastModified: Date;
}
