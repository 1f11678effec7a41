import { ApiProperty } from '@nestjs/swagger';
import { KeyFactType } from '../../../../shared/enums.js';
import { CompanyListItem } from '../company-list-item.sql.js';
import { KeyFactValueView } from '../profile/company-profile.view.js';

/** A card of the company search: the spec's list item and what the card shows besides. */
export class CompanyCardView extends CompanyListItem {
  @ApiProperty({ type: String, nullable: true })
  profileImageUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  tagline: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The tagline in Georgian; the client falls back to `tagline` without it',
  })
  taglineGe: string | null;
  @ApiProperty({ type: String, nullable: true })
  teamSize: string | null;
  @ApiProperty()
  activeVacancyCount: number;
  @ApiProperty({ type: Number, nullable: true })
  companyRate: number | null;
  @ApiProperty()
  reviewCount: number;
}

/** A technology of a company, in the request's language. */
export class TechnologyView {
  @ApiProperty()
  id: number;
  @ApiProperty()
  name: string;
  @ApiProperty({ type: String, nullable: true })
  iconUrl: string | null;
}

/** Technologies under their category (null id: technologies without one). */
export class TechnologyGroupView {
  @ApiProperty({ type: Number, nullable: true, description: "The category's id; null for technologies without one" })
  id: number | null;
  @ApiProperty()
  name: string;
  @ApiProperty({ type: [TechnologyView] })
  technologies: TechnologyView[];
}

/** A benefit of a company's public page, in the request's language. */
export class PublicBenefitView {
  @ApiProperty()
  id: number;
  @ApiProperty()
  name: string;
  @ApiProperty({ type: String, nullable: true })
  description: string | null;
  @ApiProperty({ type: String, nullable: true })
  iconUrl: string | null;
}

/** A benefit group with the company's benefits in it. */
export class PublicBenefitGroupView extends PublicBenefitView {
  @ApiProperty({ type: [PublicBenefitView] })
  benefits: PublicBenefitView[];
}

/** The public company page (spec point 3, "company detail", and what the page shows besides). */
export class CompanyDetailView {
  @ApiProperty()
  id: number;
  @ApiProperty()
  name: string;
  @ApiProperty({ type: String, nullable: true })
  about: string | null;
  @ApiProperty({ type: String, nullable: true })
  aboutGe: string | null;
  @ApiProperty({ type: String, nullable: true })
  teamSize: string | null;
  @ApiProperty()
  transformedName: string;
  @ApiProperty()
  isClaimingNecessary: boolean;
  @ApiProperty({ type: String, nullable: true })
  profileImageUrl: string | null;
  @ApiProperty({ type: Number, nullable: true })
  companyRate: number | null;
  @ApiProperty({ type: String, nullable: true })
  smallProfileImageUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  coverImageUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  tagline: string | null;
  @ApiProperty({ type: String, nullable: true })
  taglineGe: string | null;
  @ApiProperty()
  isVerified: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  verifiedDate: Date | null;
  @ApiProperty()
  activeVacancyCount: number;
  @ApiProperty()
  reviewCount: number;
  @ApiProperty({ type: [TechnologyGroupView] })
  technologies: TechnologyGroupView[];
  @ApiProperty({ type: [PublicBenefitGroupView] })
  benefits: PublicBenefitGroupView[];
}

/** An option of a compared key fact, in the request's language. */
export class ComparedKeyFactOptionView {
  @ApiProperty()
  id: number;
  @ApiProperty()
  name: string;
}

/** A key fact as the compare table lines them up (hidden ones are left out), in the request's language. */
export class ComparedKeyFactDefinitionView {
  @ApiProperty()
  id: number;
  @ApiProperty({
    description: "The definition's stable name ('company-size'…), so a client can find a fact it shows elsewhere",
  })
  key: string;
  @ApiProperty()
  name: string;
  @ApiProperty({ enum: KeyFactType, description: 'Text 1, Number 2, Year 3, MultipleChoice 4, SingleChoice 5' })
  keyFactType: KeyFactType;
  @ApiProperty()
  isMandatory: boolean;
  @ApiProperty()
  orderIndex: number;
  @ApiProperty({ type: [ComparedKeyFactOptionView] })
  options: ComparedKeyFactOptionView[];
}

/** A company's answer to a key fact, as stored and as text to show in the request's language. */
export class ComparedKeyFactValueView extends KeyFactValueView {
  @ApiProperty({ type: [ComparedKeyFactOptionView], description: "The chosen options, in the request's language" })
  selectedOptions: ComparedKeyFactOptionView[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'What a table cell shows: the text, the number, or the chosen options joined by ", "',
  })
  value: string | null;
}

/** A compared company: its public page and its key-fact values. */
export class CompanyComparisonView extends CompanyDetailView {
  @ApiProperty({ type: [ComparedKeyFactValueView] })
  keyFacts: ComparedKeyFactValueView[];
}

/** GET Company/CompareCompanies: two companies side by side and the key facts to line up. */
export class CompanyComparison {
  @ApiProperty({ type: CompanyComparisonView })
  first: CompanyComparisonView;
  @ApiProperty({ type: CompanyComparisonView })
  second: CompanyComparisonView;
  @ApiProperty({ type: [ComparedKeyFactDefinitionView] })
  keyFactDefinitions: ComparedKeyFactDefinitionView[];
}
