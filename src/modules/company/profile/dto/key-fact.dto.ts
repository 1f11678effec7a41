import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { plainToInstance, Transform } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsOptional,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsObject,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsRecordId, MAX_RECORD_ID } from '../../../../core/validation/is-record-id.decorator.js';
import { matchDeclaredKeys } from '../../../../core/validation/case-insensitive-keys.js';
import { IsProfileText, KEY_FACT_TEXT_MAX_LENGTH } from '../profile.rules.js';

const toNumber = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;

export const MAX_CHECKED_OPTIONS = 50;

/** Option ids of a choice fact; null or left out is none. */
const OptionIds = () =>
  applyDecorators(
    Transform(({ value }) => (value === null || value === undefined ? [] : [value].flat().map(toNumber))),
    IsOptional(),
    IsArray({ message: 'companyProfile.unknownOption' }),
    ArrayMaxSize(MAX_CHECKED_OPTIONS, { message: 'companyProfile.unknownOption' }),
    IsInt({ each: true, message: 'companyProfile.unknownOption' }),
    Min(1, { each: true, message: 'companyProfile.unknownOption' }),
    Max(MAX_RECORD_ID, { each: true, message: 'companyProfile.unknownOption' }),
  );

/**
 * One key-fact value (spec point 3). Which fields count depends on the definition's type: Text uses
 * descriptionEN/descriptionGE, Number and Year descriptionNumber, the choice types checkedOptions.
 * An empty value removes the company's value of that fact.
 */
export class KeyFactValueBody {
  @ApiProperty()
  @IsRecordId()
  keyFactId: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: `Text facts: English only, at most ${KEY_FACT_TEXT_MAX_LENGTH} characters`,
  })
  @IsProfileText(KEY_FACT_TEXT_MAX_LENGTH, 'english')
  descriptionEN?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: `Text facts: Georgian or English, at most ${KEY_FACT_TEXT_MAX_LENGTH} characters`,
  })
  @IsProfileText(KEY_FACT_TEXT_MAX_LENGTH, 'georgianOrEnglish')
  descriptionGE?: string | null;

  /** Checked against the definition's type by the service ('Numbers only', 'Enter valid year'). */
  @ApiPropertyOptional({ oneOf: [{ type: 'number' }, { type: 'string' }], nullable: true })
  @Allow()
  descriptionNumber?: number | string | null;

  @ApiPropertyOptional({ type: [Number], description: 'Choice facts: option ids of this definition' })
  @OptionIds()
  checkedOptions?: number[];
}

/** Items of a list arrive as plain objects: their keys are matched case-insensitively like top-level ones. */
const KeyFactItems = () =>
  Transform(({ obj, key }) => {
    const raw = (obj as Record<string, unknown>)[key];
    if (!Array.isArray(raw)) return raw;
    return raw.map((item) =>
      typeof item === 'object' && item !== null
        ? plainToInstance(KeyFactValueBody, matchDeclaredKeys(item, KeyFactValueBody))
        : item,
    );
  });

export const MAX_KEY_FACTS_AT_ONCE = 50;

/** POST Company/UpdateCompanyKeyFacts: several values saved together, all or nothing. */
export class UpdateCompanyKeyFactsBody {
  @ApiProperty({ type: [KeyFactValueBody] })
  @KeyFactItems()
  @IsNotEmpty({ message: 'companyProfile.keyFactsInvalid' })
  @IsArray({ message: 'companyProfile.keyFactsInvalid' })
  @ArrayMaxSize(MAX_KEY_FACTS_AT_ONCE, { message: 'companyProfile.keyFactsInvalid' })
  @IsObject({ each: true, message: 'companyProfile.keyFactsInvalid' })
  @ValidateNested({ each: true })
  keyFacts: KeyFactValueBody[];
}
