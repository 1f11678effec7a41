import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { plainToInstance, Transform } from 'class-transformer';
import { IsNotEmpty, IsObject, ValidateNested } from 'class-validator';
import type { NotificationFrequency } from '../../../../../shared/enums.js';
import { matchDeclaredKeys } from '../../../../core/validation/case-insensitive-keys.js';
import { IsRecordIdList, MAX_RECORD_ID } from '../../../../core/validation/is-record-id.decorator.js';
import { ToNumberArray } from '../../../../core/validation/transforms.js';
import { IsOptionalWholeNumber } from '../../../../core/validation/is-optional-whole-number.decorator.js';
import { SearchFilterBody } from './search-filter.dto.js';
import { IsOptionalFrequency, IsOptionalText, SUBSCRIPTION_LIMITS } from './subscription-fields.rules.js';

const FREQUENCY_DOC = { enum: [1, 2], description: '1 daily, 2 weekly' };

/** POST Users/SubscribeToCompany (the body is optional). */
export class SubscribeToCompanyBody {
  @ApiPropertyOptional({
    ...FREQUENCY_DOC,
    description: "1 daily, 2 weekly; sets the group's frequency. Default: the group's, or weekly",
  })
  @IsOptionalFrequency()
  frequency?: NotificationFrequency;
}

/** POST Users/UpdateUserSubscribedCompanies: the whole set. */
export class UpdateSubscribedCompaniesBody {
  @ApiProperty({ type: [Number], minItems: 1, maxItems: SUBSCRIPTION_LIMITS.companies })
  @ToNumberArray()
  @IsNotEmpty({ message: 'subscriptions.companyRequired' })
  @IsRecordIdList(
    SUBSCRIPTION_LIMITS.companies,
    {
      list: 'subscriptions.companyRequired',
      item: 'subscriptions.companyIdsInvalid',
      tooMany: 'subscriptions.companyIdsTooMany',
    },
    1,
  )
  companyIds: number[];

  @ApiPropertyOptional({ ...FREQUENCY_DOC, description: "1 daily, 2 weekly. Default: the group's, or weekly" })
  @IsOptionalFrequency()
  frequency?: NotificationFrequency;
}

/** POST Users/UpdateUserSubscribedJobFunctions: the whole set (empty removes them all). */
export class UpdateSubscribedJobFunctionsBody {
  @ApiProperty({
    type: [Number],
    maxItems: SUBSCRIPTION_LIMITS.jobFunctions,
    description: 'A parent job function means all its children',
  })
  @ToNumberArray()
  @IsRecordIdList(SUBSCRIPTION_LIMITS.jobFunctions, {
    list: 'subscriptions.jobFunctionIdsInvalid',
    item: 'subscriptions.jobFunctionIdsInvalid',
    tooMany: 'subscriptions.jobFunctionIdsTooMany',
  })
  jobFunctionIds: number[];

  @ApiPropertyOptional({ ...FREQUENCY_DOC, description: "1 daily, 2 weekly. Default: the group's, or weekly" })
  @IsOptionalFrequency()
  frequency?: NotificationFrequency;
}

/** The filter arrives as a plain object: its keys are matched case-insensitively like top-level ones. */
const SearchFilterObject = () =>
  Transform(({ obj, key }) => {
    const raw = (obj as Record<string, unknown>)[key];
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
    return plainToInstance(SearchFilterBody, matchDeclaredKeys(raw, SearchFilterBody));
  });

/** POST Users/CreateUpdateSubscriptions: a saved search, new (no id) or one's own (id). */
export class CreateUpdateSubscriptionBody {
  @ApiPropertyOptional({ description: 'A saved search of the talent to change; left out, a new one is saved' })
  @IsOptionalWholeNumber(MAX_RECORD_ID, 'subscriptions.idInvalid')
  id?: number;

  @ApiPropertyOptional({
    maxLength: SUBSCRIPTION_LIMITS.name,
    description: 'Default: a summary of the filter, e.g. "react · Tbilisi"',
  })
  @IsOptionalText(SUBSCRIPTION_LIMITS.name, 'subscriptions.nameInvalid', 'subscriptions.nameTooLong')
  name?: string;

  @ApiProperty({ type: SearchFilterBody, description: 'The SearchVacancies filters; at least one must be set' })
  @SearchFilterObject()
  @IsObject({ message: 'subscriptions.searchRequired' })
  @ValidateNested()
  search: SearchFilterBody;

  @ApiPropertyOptional({
    ...FREQUENCY_DOC,
    description: '1 daily, 2 weekly. Default: weekly for a new one, unchanged for an existing one',
  })
  @IsOptionalFrequency()
  frequency?: NotificationFrequency;
}
