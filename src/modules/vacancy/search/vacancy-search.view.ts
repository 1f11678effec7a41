import { ApiProperty, OmitType } from '@nestjs/swagger';
import { VacancyApproval, VacancyCallToAction, VacancyStatus } from '../../../../shared/enums.js';
import { CompanyListItem } from '../../company/company-list-item.sql.js';
import { EditorDocumentView } from '../description/editor-document.view.js';
import { DictionaryRef, VacancyListItem } from '../vacancy-list-item.sql.js';
import { ApplicantCount } from './vacancy-page.view.js';

export class BenefitRef extends DictionaryRef {
  @ApiProperty({ type: String, nullable: true })
  iconUrl: string | null;
}

/** The company's card on a vacancy page. `profileImageUrl`: the logo at full size (the page head's
 *  image and its JobPosting's logo); `companyRate` and `reviewCount` from approved reviews. */
export class VacancyPageCompany extends CompanyListItem {
  @ApiProperty({ type: String, nullable: true })
  tagline: string | null;
  @ApiProperty({ type: String, nullable: true })
  taglineGe: string | null;
  @ApiProperty({ type: String, nullable: true })
  profileImageUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  teamSize: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The mean of approved reviews' })
  companyRate: number | null;
  @ApiProperty({ description: 'Approved reviews' })
  reviewCount: number;
}

/** The vacancy page (`GetVacancy`): the card and everything the page shows besides. The number of
 *  applicants only as the public may know it (applicant-count.ts): exact below 25, else a step. */
export class VacancyDetailView extends OmitType(VacancyListItem, ['company'] as const) {
  @ApiProperty({ type: VacancyPageCompany })
  company: VacancyPageCompany;
  @ApiProperty({ type: ApplicantCount })
  applicants: ApplicantCount;
  @ApiProperty({ type: DictionaryRef, nullable: true })
  jobFunction: DictionaryRef | null;
  @ApiProperty({ type: EditorDocumentView, nullable: true, description: 'The English description as stored' })
  descriptionEN: EditorDocumentView | null;
  @ApiProperty({ type: EditorDocumentView, nullable: true, description: 'The Georgian description as stored' })
  descriptionGE: EditorDocumentView | null;
  @ApiProperty({
    type: EditorDocumentView,
    nullable: true,
    description: "The description in the request's language (the Georgian one falls back to the English)",
  })
  elementContext: EditorDocumentView | null;
  @ApiProperty({ type: [BenefitRef] })
  benefits: BenefitRef[];
  @ApiProperty({ type: [String], description: 'ISO 639-1 codes' })
  languages: string[];
  @ApiProperty({ enum: VacancyCallToAction, description: '0 none, 1 apply now, 2 subscribe' })
  callToAction: VacancyCallToAction;
  @ApiProperty({ enum: VacancyStatus })
  status: VacancyStatus;
  @ApiProperty({ enum: VacancyApproval })
  approval: VacancyApproval;
  @ApiProperty({ description: 'Ended or past its deadline: no longer accepting applicants' })
  isExpired: boolean;
  @ApiProperty({
    description: 'Shown only because the viewer is its company or staff (a draft, waiting for review, rejected)',
  })
  isPreview: boolean;
  @ApiProperty({ description: 'The signed-in talent has applied; false for everyone else' })
  isApplied: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The employment type's dictionary key (the page head's JobPosting)",
  })
  employmentTypeKey: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The work place's dictionary key (the page head's JobPosting)",
  })
  workLocationKey: string | null;
  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;
}

/** The vacancy page's two lists: the company's other open vacancies and similar ones elsewhere. */
export class CompanySimAndOtherVacancies {
  @ApiProperty({ type: [VacancyListItem] })
  otherVacancies: VacancyListItem[];
  @ApiProperty({ type: [VacancyListItem] })
  similarVacancies: VacancyListItem[];
}

/** A vacancy page of the sitemap. */
export interface VacancySitemapEntry {
  id: number;
  lastModified: Date;
}
