import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { Currency } from '../../../../../shared/enums.js';
import { IsEnumValue } from '../../../../core/validation/is-enum-value.decorator.js';
import { IsRecordIdList } from '../../../../core/validation/is-record-id.decorator.js';
import { ToNumber, toNumberList } from '../../../../core/validation/transforms.js';
import { IsOptionalBoolean } from '../../../vacancy/applications/dto/application-fields.rules.js';
import { IsProfilePhone, IsProfileText, IsProfileUrl } from '../../../company/profile/profile.rules.js';
import { PROFILE_LINK_HOSTS, TALENT_PROFILE_LIMITS } from '../../../../../shared/talent-profile-limits.js';
import { IsLinkOnHost } from './is-link-on-host.js';

const IdList = (max: number, tooManyKey: string) =>
  applyDecorators(
    Transform(({ value }) => (value === null || value === undefined ? [] : toNumberList(value))),
    IsOptional(),
    IsRecordIdList(max, { list: 'account.unknownChoice', tooMany: tooManyKey, item: 'account.unknownChoice' }),
  );

/** A whole monthly amount; empty or null leaves it out. */
const IsDesiredSalary = () =>
  applyDecorators(
    Transform(({ value }) => (value === '' ? null : value)),
    IsOptional(),
    ToNumber(),
    IsInt({ message: 'profile.salaryInvalid' }),
    Min(0, { message: 'profile.salaryInvalid' }),
    Max(TALENT_PROFILE_LIMITS.salary, { message: 'profile.salaryInvalid' }),
  );

/**
 * POST Users/UpdateTalentProfile: the whole talent profile every time (a field left out or empty is
 * cleared; `openToOffers` left out is false). Text in English and in Georgian, like the company's.
 */
export class UpdateTalentProfileBody {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: TALENT_PROFILE_LIMITS.headline,
    description: 'English only, one line',
  })
  @IsProfileText(TALENT_PROFILE_LIMITS.headline, 'english', 'companyProfile.textTooLong', false)
  headline?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: TALENT_PROFILE_LIMITS.headline,
    description: 'Georgian or English, one line',
  })
  @IsProfileText(TALENT_PROFILE_LIMITS.headline, 'georgianOrEnglish', 'companyProfile.textTooLong', false)
  headlineGe?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: TALENT_PROFILE_LIMITS.summary,
    description: 'English only',
  })
  @IsProfileText(TALENT_PROFILE_LIMITS.summary, 'english')
  summary?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: TALENT_PROFILE_LIMITS.summary,
    description: 'Georgian or English',
  })
  @IsProfileText(TALENT_PROFILE_LIMITS.summary, 'georgianOrEnglish')
  summaryGe?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'A linkedin.com address (http:// is put in front when there is no scheme)',
  })
  @IsProfileUrl(TALENT_PROFILE_LIMITS.url)
  @IsLinkOnHost(PROFILE_LINK_HOSTS.linkedinUrl, 'profile.linkedinUrlInvalid')
  linkedinUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'A github.com address' })
  @IsProfileUrl(TALENT_PROFILE_LIMITS.url)
  @IsLinkOnHost(PROFILE_LINK_HOSTS.githubUrl, 'profile.githubUrlInvalid')
  githubUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Any http(s) address' })
  @IsProfileUrl(TALENT_PROFILE_LIMITS.url)
  portfolioUrl?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'An optional plus, then digit groups separated by single spaces; the application form starts from it',
  })
  @IsProfilePhone()
  phone?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'Private: never shown to companies. Whole monthly amount, at most desiredSalaryMax',
  })
  @IsDesiredSalary()
  desiredSalaryMin?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Private: never shown to companies' })
  @IsDesiredSalary()
  desiredSalaryMax?: number | null;

  @ApiPropertyOptional({
    enum: Currency,
    nullable: true,
    description: 'Gel=1, Dollar=2, Euro=3, PoundSterling=4; needed with a desired salary',
  })
  @Transform(({ value }) => (value === '' || value === 0 || value === '0' ? null : value))
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @ToNumber()
  @IsEnumValue(Currency, { message: 'profile.currencyInvalid' })
  desiredSalaryCurrency?: Currency | null;

  @ApiPropertyOptional({
    type: [Number],
    description: `Preferred work formats (dictionary type 7), at most ${TALENT_PROFILE_LIMITS.workLocations}`,
  })
  @IdList(TALENT_PROFILE_LIMITS.workLocations, 'profile.tooManyWorkLocations')
  workLocationIds: number[] = [];

  @ApiPropertyOptional({
    type: [Number],
    description: `Preferred cities (dictionary type 2), at most ${TALENT_PROFILE_LIMITS.cities}`,
  })
  @IdList(TALENT_PROFILE_LIMITS.cities, 'profile.tooManyCities')
  cityIds: number[] = [];

  @ApiPropertyOptional({ default: false, description: 'Open to offers from companies' })
  @IsOptionalBoolean('validation.isBoolean')
  openToOffers: boolean = false;

  @ApiPropertyOptional({
    default: false,
    description: 'Share the desired salary, anonymously, for the salary statistics (Salaries/GetSalaryInsights)',
  })
  @IsOptionalBoolean('validation.isBoolean')
  shareSalaryForInsights: boolean = false;
}
