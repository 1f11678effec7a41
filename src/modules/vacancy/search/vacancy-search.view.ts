import { ApiProperty } from '@nestjs/swagger';
import type { VacancyApproval, VacancyCallToAction, VacancyStatus } from '../../../../shared/enums.js';
import type { CompanyListItem } from '../../company/company-list-item.sql.js';
import { type DictionaryRef, VacancyListItem } from '../vacancy-list-item.sql.js';
import type { PublicApplicantCount } from './applicant-count.js';

export interface BenefitRef extends DictionaryRef {
  iconUrl: string | null;
}

/** The company's card on a vacancy page. `profileImageUrl`: the logo at full size (the page head's
 *  image and its JobPosting's logo); `companyRate` and `reviewCount` from approved reviews. */
export interface VacancyPageCompany extends CompanyListItem {
  tagline: string | null;
  taglineGe: string | null;
  profileImageUrl: string | null;
  teamSize: string | null;
  companyRate: number | null;
  reviewCount: number;
}

/** The vacancy page (`GetVacancy`): the card and everything the page shows besides. The number of
 *  applicants only as the public may know it (applicant-count.ts): exact below 25, else a step. */
export interface VacancyDetailView extends VacancyListItem {
  company: VacancyPageCompany;
  applicants: PublicApplicantCount;
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
  /** What the page head's JobPosting needs besides (as VacancyPageFacts): the dictionary keys of its
   *  employment type and work place, and its last change. */
  employmentTypeKey: string | null;
  workLocationKey: string | null;
  updatedAt: Date;
}

/** The vacancy page's two lists: the company's other open vacancies and similar ones elsewhere. */
export class CompanySimAndOtherVacancies {
  @ApiProperty({ type: [VacancyListItem] })
  otherVacancies: VacancyListItem[];
  @ApiProperty({ type: [VacancyListItem] })
  similarVacancies: VacancyListItem[];
}

/** What the server-rendered head of a vacancy page needs (in a file of its own: the client builds
 *  the same head). */
export type { VacancyPageFacts } from './vacancy-page-facts.view.js';

/** A vacancy page of the sitemap. */
export interface VacancySitemapEntry {
  id: number;
  lastModified: Date;
}
