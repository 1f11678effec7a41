import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { DictionaryType } from '../../../../../../shared/enums.js';
import { IsEnumValue } from '../../../../../core/validation/is-enum-value.decorator.js';
import { MAX_RECORD_ID } from '../../../../../core/validation/is-record-id.decorator.js';
import { ToNumber } from '../../../../../core/validation/transforms.js';
import { AdminPageQuery } from '../../../dto/admin-page.dto.js';
import { ImageUrl, OptionalText, RequiredText } from '../../dto/content-fields.js';

export const MAX_DICTIONARY_NAME = 200;
export const MAX_DICTIONARY_DESCRIPTION = 2_000;
export const MAX_DICTIONARY_SEARCH = 100;

const DictionaryTypeValue = () => IsEnumValue(DictionaryType, { message: 'admin.content.dictionary.typeInvalid' });

/** GetDictionaryItems: one list (type) or all, a text the names or key contain, a page. */
export class AdminDictionaryItemsQuery extends AdminPageQuery {
  @ApiPropertyOptional({
    enum: DictionaryType,
    description: 'Benefit=0 … TechnologyCategory=9; every list when absent',
  })
  @IsOptional()
  @ToNumber()
  @DictionaryTypeValue()
  type?: DictionaryType;

  @ApiPropertyOptional({ maxLength: MAX_DICTIONARY_SEARCH })
  @IsOptional()
  @MaxLength(MAX_DICTIONARY_SEARCH, { message: 'admin.searchTooLong', context: { max: MAX_DICTIONARY_SEARCH } })
  @IsString({ message: 'admin.content.textInvalid' })
  search?: string;
}

export class DictionaryItemIdQuery {
  @ApiProperty()
  @ToNumber()
  @IsInt({ message: 'admin.content.dictionary.idInvalid' })
  @Min(1, { message: 'admin.content.dictionary.idInvalid' })
  @Max(MAX_RECORD_ID, { message: 'admin.content.dictionary.idInvalid' })
  id: number;
}

/** UpdateDictionaryItem: names and descriptions in both languages, the icon and the parent. */
export class DictionaryItemBody {
  @ApiProperty({ maxLength: MAX_DICTIONARY_NAME })
  @RequiredText(MAX_DICTIONARY_NAME, 'admin.content.nameEnRequired', 'admin.content.nameTooLong')
  name: string;

  @ApiProperty({ maxLength: MAX_DICTIONARY_NAME })
  @RequiredText(MAX_DICTIONARY_NAME, 'admin.content.nameGeRequired', 'admin.content.nameTooLong')
  nameGE: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MAX_DICTIONARY_DESCRIPTION })
  @OptionalText(MAX_DICTIONARY_DESCRIPTION, 'admin.content.descriptionTooLong')
  description: string | null = null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: MAX_DICTIONARY_DESCRIPTION })
  @OptionalText(MAX_DICTIONARY_DESCRIPTION, 'admin.content.descriptionTooLong')
  descriptionGE: string | null = null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'From UploadDictionaryIcon, a /static/ picture or an https address',
  })
  @ImageUrl(false)
  iconUrl: string | null = null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description:
      'A technology category for a technology; a top-level item of the same list for a job function or a benefit; none for the other lists',
  })
  @Transform(({ value }) => (value === undefined || value === '' ? null : value))
  @ValidateIf((_, value) => value !== null)
  @ToNumber()
  @IsInt({ message: 'admin.content.dictionary.parentIdInvalid' })
  @Min(1, { message: 'admin.content.dictionary.parentIdInvalid' })
  @Max(MAX_RECORD_ID, { message: 'admin.content.dictionary.parentIdInvalid' })
  parentId: number | null = null;
}

/** CreateDictionaryItem: the item and the list it joins. */
export class CreateDictionaryItemBody extends DictionaryItemBody {
  @ApiProperty({ enum: DictionaryType })
  @ToNumber()
  @DictionaryTypeValue()
  type: DictionaryType;
}
