import { ApiProperty } from '@nestjs/swagger';
import { AccountKind, KeyFactType } from '../../../../shared/enums.js';
import { CompanyRef } from '../company-ref.view.js';

/** An option of a choice key fact, in both languages. */
export class KeyFactOptionView {
  @ApiProperty()
  id: number;
  @ApiProperty()
  key: string;
  @ApiProperty()
  name: string;
  @ApiProperty()
  nameGE: string;
}

/** A key-fact definition as the API shows it (spec point 3), in both languages. */
export class KeyFactDefinitionView {
  @ApiProperty()
  id: number;
  @ApiProperty({ description: "The definition's stable name ('company-size'…)" })
  key: string;
  @ApiProperty()
  name: string;
  @ApiProperty()
  nameGE: string;
  @ApiProperty({ enum: KeyFactType, description: 'Text 1, Number 2, Year 3, MultipleChoice 4, SingleChoice 5' })
  keyFactType: KeyFactType;
  @ApiProperty()
  isMandatory: boolean;
  @ApiProperty({ description: 'A hidden fact is neither asked for nor shown' })
  hide: boolean;
  @ApiProperty()
  orderIndex: number;
  @ApiProperty({ type: [KeyFactOptionView], description: 'In display order' })
  options: KeyFactOptionView[];
}

/** A company's value of one key fact (spec point 3). */
export class KeyFactValueView {
  @ApiProperty()
  keyFactId: number;
  @ApiProperty({ type: String, nullable: true })
  descriptionEN: string | null;
  @ApiProperty({ type: String, nullable: true })
  descriptionGE: string | null;
  @ApiProperty({ type: Number, nullable: true })
  descriptionNumber: number | null;
  @ApiProperty({ type: [Number], description: 'The chosen option ids' })
  checkedOptions: number[];
}

/** The contact object of spec point 3. */
export class CompanyContactView {
  @ApiProperty({ type: String, nullable: true })
  phoneNumber: string | null;
  @ApiProperty({ description: '+995 unless the company chose another' })
  countryCode: string;
  @ApiProperty({ type: String, nullable: true })
  email: string | null;
  @ApiProperty({ type: String, nullable: true })
  website: string | null;
  @ApiProperty({ type: String, nullable: true })
  georgiaOffice: string | null;
  @ApiProperty({ type: String, nullable: true })
  georgiaOfficeGe: string | null;
  @ApiProperty({ type: String, nullable: true })
  googleMapUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  headQuarter: string | null;
  @ApiProperty({ type: String, nullable: true })
  headQuarterGe: string | null;
  @ApiProperty({ type: String, nullable: true })
  headQuarterGoogleMapUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  facebookUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  linkedInUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  twitterUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  youTubeUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  tikTokUrl: string | null;
}

/** The category of a company's technology. */
export class TechnologyParentView {
  @ApiProperty()
  id: number;
  @ApiProperty()
  name: string;
  @ApiProperty()
  nameGE: string;
}

/** A technology of a company, with its category (spec point 3: technologies are grouped by category). */
export class CompanyTechnologyView {
  @ApiProperty()
  id: number;
  @ApiProperty()
  name: string;
  @ApiProperty()
  nameGE: string;
  @ApiProperty({ type: String, nullable: true })
  iconUrl: string | null;
  @ApiProperty({ type: TechnologyParentView, nullable: true })
  parentDictionary: TechnologyParentView | null;
}

/** A benefit of a company, in both languages. */
export class ProfileBenefitView {
  @ApiProperty()
  id: number;
  @ApiProperty()
  name: string;
  @ApiProperty()
  nameGE: string;
  @ApiProperty({ type: String, nullable: true })
  description: string | null;
  @ApiProperty({ type: String, nullable: true })
  descriptionGE: string | null;
  @ApiProperty({ type: String, nullable: true })
  iconUrl: string | null;
}

/** A benefit group with the company's sub-benefits in it. `selected` says whether the company chose
 *  the group itself (a group can appear only because some of its sub-benefits were chosen). */
export class ProfileBenefitGroupView extends ProfileBenefitView {
  @ApiProperty({ description: 'The company chose the group itself (not only some of its sub-benefits)' })
  selected: boolean;
  @ApiProperty({ type: [ProfileBenefitView] })
  subBenefits: ProfileBenefitView[];
}

/** GET Company/GetCompanyProfileInfo: the company panel's view of the caller's company (spec point 3). */
export class CompanyProfileInfo extends CompanyRef {
  @ApiProperty({ enum: [AccountKind.Company], description: "Always a company's (2)" })
  userType: AccountKind.Company;
  @ApiProperty()
  email: string;
  @ApiProperty()
  isEmailVerified: boolean;
  @ApiProperty({ type: String, nullable: true })
  about: string | null;
  @ApiProperty({ type: String, nullable: true })
  aboutGe: string | null;
  @ApiProperty({ type: String, nullable: true })
  tagLine: string | null;
  @ApiProperty({ type: String, nullable: true })
  tagLineGe: string | null;
  @ApiProperty({ type: String, nullable: true })
  teamSize: string | null;
  @ApiProperty({ type: String, nullable: true })
  profileImageUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  smallProfileImageUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  coverImageUrl: string | null;
  @ApiProperty()
  isVerified: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  verifiedDate: Date | null;
  @ApiProperty()
  isClaimingNecessary: boolean;
  @ApiProperty({ type: String, format: 'date-time' })
  createDate: Date;
  @ApiProperty()
  activeVacancyCount: number;
  @ApiProperty({ type: [ProfileBenefitGroupView] })
  benefits: ProfileBenefitGroupView[];
  @ApiProperty({ type: [CompanyTechnologyView] })
  technologies: CompanyTechnologyView[];
  @ApiProperty({ type: [KeyFactValueView], description: 'Values of the visible key facts, in display order' })
  keyFacts: KeyFactValueView[];
  @ApiProperty({ type: CompanyContactView })
  contact: CompanyContactView;
}

/** One line of the profile checklist: what it asks for and whether the company has done it. */
export class ProgressItem {
  @ApiProperty()
  key: string;
  @ApiProperty({ description: "In the request's language" })
  name: string;
  @ApiProperty()
  done: boolean;
}

/** Spec point 3 "profile progress": percent (0..100) and the checklist behind it. */
export class CompanyProgress {
  @ApiProperty({ description: 'Percent, 0 to 100' })
  progress: number;
  @ApiProperty({ type: [ProgressItem] })
  progressList: ProgressItem[];
}

/** A team size to pick from, named in the request's language. */
export class TeamSizeView {
  @ApiProperty({ description: "What a company stores and the search filters by (e.g. '11-50')" })
  value: string;
  @ApiProperty()
  name: string;
}
