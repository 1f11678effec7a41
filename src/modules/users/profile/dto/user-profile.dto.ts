import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { IsRecordIdList } from '../../../../core/validation/is-record-id.decorator.js';
import { toNumberList } from '../../../../core/validation/transforms.js';
import { IsFullName } from '../../../account/dto/account-fields.rules.js';
import { IsRequiredId } from '../../../vacancy/applications/dto/application-fields.rules.js';

export const MAX_JOB_FUNCTIONS = 10;
export const MAX_TECHNOLOGIES = 30;

/** The whole list of ids (JSON numbers or numeric text); null or left out is an empty list. */
const IdList = (max: number, tooManyKey: string) =>
  applyDecorators(
    Transform(({ value }) => (value === null || value === undefined ? [] : toNumberList(value))),
    IsOptional(),
    IsRecordIdList(max, { list: 'account.unknownChoice', tooMany: tooManyKey, item: 'account.unknownChoice' }),
  );

/** POST Users/UpdateUserProfileInfo: the name and the experience step of sign-up; replaces the job functions. */
export class UpdateUserProfileInfoBody {
  @ApiProperty({ description: 'Latin or Georgian letters, at least two words, 4 to 50 characters (as at sign-up)' })
  @IsFullName()
  fullName: string;

  @ApiProperty({ description: 'Field id (dictionary type 1)' })
  @IsRequiredId('profile.fieldRequired', 'account.unknownChoice')
  fieldId: number;

  @ApiProperty({ description: 'Experience level id (dictionary type 5)' })
  @IsRequiredId('profile.experienceRequired', 'account.unknownChoice')
  experienceId: number;

  @ApiPropertyOptional({
    type: [Number],
    description: `Job function ids (dictionary type 6), at most ${MAX_JOB_FUNCTIONS}`,
  })
  @IdList(MAX_JOB_FUNCTIONS, 'profile.tooManyJobFunctions')
  jobFunctionIds: number[] = [];
}

/** POST Users/UpdateUserTechnologies: the whole list (replaces the old one; empty clears it). */
export class UpdateUserTechnologiesBody {
  @ApiPropertyOptional({
    type: [Number],
    description: `Technology ids (dictionary type 8), at most ${MAX_TECHNOLOGIES}`,
  })
  @IdList(MAX_TECHNOLOGIES, 'profile.tooManyTechnologies')
  technologyIds: number[] = [];
}
