import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { IsRecordIdList } from '../../../../core/validation/is-record-id.decorator.js';
import { toNumberList } from '../../../../core/validation/transforms.js';
import { ABOUT_MAX_LENGTH, IsProfileText, TAGLINE_MAX_LENGTH, TEAM_SIZES, toOptionalLine } from '../profile.rules.js';

/** POST Company/UpdateCompanyAbout. A field left out keeps its text; an empty one clears it. */
export class UpdateCompanyAboutBody {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: `English only, at most ${ABOUT_MAX_LENGTH} characters; empty clears it`,
  })
  @IsProfileText(ABOUT_MAX_LENGTH, 'english', 'companyProfile.aboutTooLong')
  aboutEn?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: `Georgian or English, at most ${ABOUT_MAX_LENGTH} characters; empty clears it`,
  })
  @IsProfileText(ABOUT_MAX_LENGTH, 'georgianOrEnglish', 'companyProfile.aboutTooLong')
  aboutGe?: string | null;
}

/** POST Company/UpdateCompanyTagline. Empty or left out clears the tagline; the Georgian one is
 *  changed only when sent (a client of the specification's shape sends `tagline` alone). */
export class UpdateCompanyTaglineBody {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: `One line, at most ${TAGLINE_MAX_LENGTH} characters (trimmed)`,
  })
  @IsProfileText(TAGLINE_MAX_LENGTH, 'georgianOrEnglish', 'companyProfile.taglineTooLong', false)
  tagline?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: `The tagline in Georgian: one line, at most ${TAGLINE_MAX_LENGTH} characters; empty clears it, left out keeps it`,
  })
  @IsProfileText(TAGLINE_MAX_LENGTH, 'georgianOrEnglish', 'companyProfile.taglineTooLong', false)
  taglineGe?: string | null;
}

/** POST Company/UpdateCompanyTeamSize. Empty or left out clears it. */
export class UpdateCompanyTeamSizeBody {
  @ApiPropertyOptional({ type: String, nullable: true, enum: TEAM_SIZES })
  @Transform(({ value }) => toOptionalLine(value))
  @IsOptional()
  @IsString({ message: 'companyProfile.teamSizeUnknown' })
  @IsIn(TEAM_SIZES, { message: 'companyProfile.teamSizeUnknown' })
  teamSize?: string | null;
}

export const MAX_TECHNOLOGIES = 100;
export const MAX_BENEFITS = 100;

/** A list of record ids (JSON numbers, or numeric text as a form sends it); null or left out is empty. */
const IdList = (max: number, tooManyKey: string) =>
  applyDecorators(
    Transform(({ value }) => (value === null || value === undefined ? [] : toNumberList(value))),
    IsOptional(),
    IsRecordIdList(max, { list: 'companyProfile.idsInvalid', tooMany: tooManyKey, item: 'companyProfile.idsInvalid' }),
  );

/** POST Company/UpdateCompanyTechnologies: the whole list (replaces the old one; empty clears it). */
export class UpdateCompanyTechnologiesBody {
  @ApiPropertyOptional({
    type: [Number],
    description: `Technology ids (dictionary type 8), at most ${MAX_TECHNOLOGIES}`,
  })
  @IdList(MAX_TECHNOLOGIES, 'companyProfile.tooManyTechnologies')
  technologyIds?: number[];
}

/** POST Company/updateCompanyBenefits and Benefits/UpdateCompanyBenefits: the whole list. */
export class UpdateCompanyBenefitsBody {
  @ApiPropertyOptional({
    type: [Number],
    description: `Benefit ids (dictionary type 0, groups or sub-benefits), at most ${MAX_BENEFITS}`,
  })
  @IdList(MAX_BENEFITS, 'companyProfile.tooManyBenefits')
  benefitIds?: number[];
}
