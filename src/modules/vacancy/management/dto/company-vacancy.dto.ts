import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { Currency, VACANCY_DEADLINE_MONTHS, VacancyCallToAction } from '../../../../../shared/enums.js';
import { IsEnumValue } from '../../../../core/validation/is-enum-value.decorator.js';
import { IsRecordIdList, MAX_RECORD_ID } from '../../../../core/validation/is-record-id.decorator.js';
import { ToBoolean, ToNumber, toNumberList } from '../../../../core/validation/transforms.js';
import { ENGLISH_TEXT, GEORGIAN_OR_ENGLISH_TEXT } from '../../../../../shared/profile-patterns.js';
import { VACANCY_LANGUAGES } from '../../../../../shared/vacancy-languages.js';
import { VACANCY_TITLE_MAX_LENGTH } from '../vacancy-rules.js';

export const MAX_VACANCY_TECHNOLOGIES = 30;
export const MAX_VACANCY_BENEFITS = 50;
/** A monthly salary above this is a typing mistake. */
export const MAX_SALARY = 10_000_000;

/** A one-line text trimmed, inner whitespace collapsed; blank is absent. */
const toLine = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(/\s+/g, ' ');
  return text === '' ? undefined : text;
};

/** The English title (required) or the Georgian one (optional). Rules run in the order given. */
const IsTitle = (english: boolean) =>
  applyDecorators(
    Transform(({ value }) => toLine(value)),
    ...(english
      ? [IsNotEmpty({ message: 'vacancies.titleRequired' }), IsString({ message: 'vacancies.titleRequired' })]
      : [IsOptional(), IsString({ message: 'vacancies.titleGeInvalid' })]),
    MaxLength(VACANCY_TITLE_MAX_LENGTH, {
      message: 'vacancies.titleTooLong',
      context: { max: VACANCY_TITLE_MAX_LENGTH },
    }),
    Matches(english ? ENGLISH_TEXT : GEORGIAN_OR_ENGLISH_TEXT, {
      message: english ? 'vacancies.titleEnglishOnly' : 'vacancies.georgianOrEnglish',
    }),
  );

/** An optional id of a dictionary item (the service checks its type). */
const IsChoiceId = () =>
  applyDecorators(
    IsOptional(),
    ToNumber(),
    IsInt({ message: 'vacancies.unknownChoice' }),
    Min(1, { message: 'vacancies.unknownChoice' }),
    Max(MAX_RECORD_ID, { message: 'vacancies.unknownChoice' }),
  );

/** A list of ids; null or left out is empty. */
const IsIdList = (max: number, tooManyKey: string, invalidKey: string) =>
  applyDecorators(
    Transform(({ value }) => (value === null || value === undefined ? [] : [...new Set(toNumberList(value))])),
    IsOptional(),
    IsRecordIdList(max, { list: invalidKey, tooMany: tooManyKey, item: invalidKey }),
  );

const IsLanguageList = () =>
  applyDecorators(
    IsArray({ message: 'vacancies.languageUnknown' }),
    ArrayMaxSize(VACANCY_LANGUAGES.length, { message: 'vacancies.languageUnknown' }),
    IsIn(VACANCY_LANGUAGES, { each: true, message: 'vacancies.languageUnknown' }),
  );

const IsSalary = () =>
  applyDecorators(
    IsOptional(),
    ToNumber(),
    IsInt({ message: 'vacancies.salaryInvalid' }),
    Min(0, { message: 'vacancies.salaryInvalid' }),
    Max(MAX_SALARY, { message: 'vacancies.salaryInvalid' }),
  );

/**
 * POST Vacancy/CreateCompanyVacancy and UpdateCompanyVacancy. The whole vacancy every time (an
 * update replaces it). The shape is checked here; what publishing needs, the dictionaries' types and
 * the descriptions are checked by VacancyInputService, which reports every problem at once.
 */
export class CompanyVacancyBody {
  @ApiProperty({
    description: `English only, at most ${VACANCY_TITLE_MAX_LENGTH} characters; the one field a draft needs`,
  })
  @IsTitle(true)
  title: string;

  @ApiPropertyOptional({ description: 'The Georgian title: Georgian or English' })
  @IsTitle(false)
  titleGE?: string;

  @ApiPropertyOptional({
    description: 'Editor.js document {time?, blocks, version?}, English only; required to publish',
  })
  @IsOptional()
  descriptionEN?: unknown;

  @ApiPropertyOptional({ description: 'Editor.js document, Georgian or English' })
  @IsOptional()
  descriptionGE?: unknown;

  @ApiPropertyOptional({ description: 'Seniority (dictionary type 5, Experience); required to publish' })
  @IsChoiceId()
  experienceId?: number;

  @ApiPropertyOptional({ description: 'Job type (dictionary type 4, EmploymentType); required to publish' })
  @IsChoiceId()
  employmentTypeId?: number;

  @ApiPropertyOptional({ description: 'Work place type (dictionary type 7, WorkLocation); required to publish' })
  @IsChoiceId()
  workLocationId?: number;

  @ApiPropertyOptional({ description: 'Dictionary type 2, City' })
  @IsChoiceId()
  cityId?: number;

  @ApiPropertyOptional({ description: 'Job function or role (dictionary type 6, JobFunction); required to publish' })
  @IsChoiceId()
  jobFunctionId?: number;

  @ApiPropertyOptional({
    type: [Number],
    description: `Tech stack (type 8), 1 to ${MAX_VACANCY_TECHNOLOGIES} to publish`,
  })
  @IsIdList(MAX_VACANCY_TECHNOLOGIES, 'vacancies.tooManyTechnologies', 'vacancies.unknownTechnology')
  technologyIds: number[] = [];

  @ApiPropertyOptional({ type: [Number], description: `Benefits (type 0), at most ${MAX_VACANCY_BENEFITS}` })
  @IsIdList(MAX_VACANCY_BENEFITS, 'vacancies.tooManyBenefits', 'vacancies.unknownBenefit')
  benefitIds: number[] = [];

  @ApiPropertyOptional({ type: [String], enum: VACANCY_LANGUAGES, description: 'ISO 639-1 codes' })
  @Transform(({ value }) =>
    value === null || value === undefined
      ? []
      : Array.isArray(value)
        ? [...new Set(value.map((code) => (typeof code === 'string' ? code.trim().toLowerCase() : code)))]
        : value,
  )
  @IsLanguageList()
  languages: string[] = [];

  @ApiPropertyOptional({ description: 'Whole number, at most salaryMax' })
  @IsSalary()
  salaryMin?: number;

  @ApiPropertyOptional()
  @IsSalary()
  salaryMax?: number;

  @ApiPropertyOptional({
    enum: Currency,
    description: 'Gel=1, Dollar=2, Euro=3, PoundSterling=4; needed with a salary',
  })
  @IsOptional()
  @ToNumber()
  @IsEnumValue(Currency, { message: 'vacancies.currencyInvalid' })
  currency?: Currency;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'validation.isBoolean' })
  showSalary: boolean = false;

  @ApiPropertyOptional({ enum: VacancyCallToAction, default: VacancyCallToAction.ApplyNow })
  @IsOptional()
  @ToNumber()
  @IsEnumValue(VacancyCallToAction, { message: 'vacancies.callToActionInvalid' })
  callToAction: VacancyCallToAction = VacancyCallToAction.ApplyNow;

  @ApiPropertyOptional({ enum: VACANCY_DEADLINE_MONTHS, description: 'Months from publishing; required to publish' })
  @IsOptional()
  @ToNumber()
  @IsIn(VACANCY_DEADLINE_MONTHS, { message: 'vacancies.deadlineInvalid' })
  deadlineMonths?: number;

  @ApiPropertyOptional({ default: false, description: 'true publishes (a draft too), false saves a draft' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'validation.isBoolean' })
  publish: boolean = false;
}
