import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { plainToInstance, Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsObject,
  IsOptional,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { KeyFactType } from '../../../../../../shared/enums.js';
import { matchDeclaredKeys } from '../../../../../core/validation/case-insensitive-keys.js';
import { IsEnumValue } from '../../../../../core/validation/is-enum-value.decorator.js';
import { MAX_RECORD_ID } from '../../../../../core/validation/is-record-id.decorator.js';
import { ToBoolean, ToNumber } from '../../../../../core/validation/transforms.js';
import { RequiredText } from '../../dto/content-fields.js';

export const MAX_KEY_FACT_NAME = 200;
export const MAX_KEY_FACT_OPTIONS = 50;
export const MAX_ORDER_INDEX = 100_000;

export class KeyFactIdQuery {
  @ApiProperty()
  @ToNumber()
  @IsInt({ message: 'admin.content.keyFact.idInvalid' })
  @Min(1, { message: 'admin.content.keyFact.idInvalid' })
  @Max(MAX_RECORD_ID, { message: 'admin.content.keyFact.idInvalid' })
  id: number;
}

/** One choice of a choice key fact: `id` keeps an existing option (its companies' choices stay). */
export class KeyFactOptionBody {
  @ApiPropertyOptional({ description: 'An existing option of this key fact; absent for a new one' })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: 'admin.content.keyFact.optionIdInvalid' })
  @Min(1, { message: 'admin.content.keyFact.optionIdInvalid' })
  @Max(MAX_RECORD_ID, { message: 'admin.content.keyFact.optionIdInvalid' })
  id?: number;

  @ApiProperty({ maxLength: MAX_KEY_FACT_NAME })
  @RequiredText(MAX_KEY_FACT_NAME, 'admin.content.nameEnRequired', 'admin.content.nameTooLong')
  name: string;

  @ApiProperty({ maxLength: MAX_KEY_FACT_NAME })
  @RequiredText(MAX_KEY_FACT_NAME, 'admin.content.nameGeRequired', 'admin.content.nameTooLong')
  nameGE: string;
}

/** Options arrive as plain objects: their keys are matched case-insensitively like top-level ones. */
const OptionItems = () =>
  Transform(({ value }) =>
    Array.isArray(value)
      ? value.map((item) =>
          typeof item === 'object' && item !== null
            ? plainToInstance(KeyFactOptionBody, matchDeclaredKeys(item, KeyFactOptionBody))
            : item,
        )
      : value === undefined || value === null
        ? []
        : value,
  );

const Flag = () => applyDecorators(ToBoolean(), IsBoolean({ message: 'admin.content.keyFact.flagInvalid' }));

/** Create/UpdateKeyFactDefinition: titles in both languages, the type, its options (choice types,
 *  in display order), whether companies must fill it in, whether it is hidden, and its place. */
export class KeyFactDefinitionBody {
  @ApiProperty({ maxLength: MAX_KEY_FACT_NAME })
  @RequiredText(MAX_KEY_FACT_NAME, 'admin.content.nameEnRequired', 'admin.content.nameTooLong')
  name: string;

  @ApiProperty({ maxLength: MAX_KEY_FACT_NAME })
  @RequiredText(MAX_KEY_FACT_NAME, 'admin.content.nameGeRequired', 'admin.content.nameTooLong')
  nameGE: string;

  @ApiProperty({ enum: KeyFactType, description: 'Text=1, Number=2, Year=3, MultipleChoice=4, SingleChoice=5' })
  @ToNumber()
  @IsEnumValue(KeyFactType, { message: 'admin.content.keyFact.typeInvalid' })
  keyFactType: KeyFactType;

  @ApiProperty({ description: 'Counts in every company’s profile progress (unless hidden)' })
  @Flag()
  isMandatory: boolean;

  @ApiProperty({ description: 'Hidden key facts are neither shown nor accepted' })
  @Flag()
  hide: boolean;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: MAX_ORDER_INDEX,
    description: 'Display order; after the others when absent',
  })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: 'admin.content.keyFact.orderInvalid', context: { max: MAX_ORDER_INDEX } })
  @Min(0, { message: 'admin.content.keyFact.orderInvalid', context: { max: MAX_ORDER_INDEX } })
  @Max(MAX_ORDER_INDEX, { message: 'admin.content.keyFact.orderInvalid', context: { max: MAX_ORDER_INDEX } })
  orderIndex?: number;

  @ApiPropertyOptional({ type: [KeyFactOptionBody], description: 'Choice types only (at least two), in display order' })
  @OptionItems()
  @ValidateNested({ each: true })
  @IsObject({ each: true, message: 'admin.content.keyFact.optionsInvalid', context: { max: MAX_KEY_FACT_OPTIONS } })
  @ArrayMaxSize(MAX_KEY_FACT_OPTIONS, {
    message: 'admin.content.keyFact.optionsInvalid',
    context: { max: MAX_KEY_FACT_OPTIONS },
  })
  @IsArray({ message: 'admin.content.keyFact.optionsInvalid', context: { max: MAX_KEY_FACT_OPTIONS } })
  options: KeyFactOptionBody[] = [];
}
