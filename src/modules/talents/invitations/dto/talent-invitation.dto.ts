import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { DeclineReason, InvitationStatus } from '../../../../../shared/enums.js';
import { TALENT_DIRECTORY_LIMITS } from '../../../../../shared/talent-directory-limits.js';
import { IsEnumValue } from '../../../../core/validation/is-enum-value.decorator.js';
import { ToNumber } from '../../../../core/validation/transforms.js';
import {
  IsRequiredBoolean,
  IsRequiredId,
  TrimText,
} from '../../../vacancy/applications/dto/application-fields.rules.js';
import { DirectoryPageQuery } from '../../directory/dto/talent-search-query.dto.js';

/** POST Company/InviteTalent. */
export class InviteTalentBody {
  @ApiProperty({ description: 'The profile’s public id' })
  @IsUUID('all', { message: 'talentDirectory.talentInvalid' })
  talentId: string;

  @ApiProperty({ description: 'One of the company’s open vacancies' })
  @IsRequiredId('talentDirectory.vacancyRequired', 'talentDirectory.vacancyInvalid')
  vacancyId: number;

  @ApiProperty({ maxLength: TALENT_DIRECTORY_LIMITS.invitationMessage })
  @TrimText()
  @IsNotEmpty({ message: 'talentDirectory.messageRequired' })
  @IsString({ message: 'talentDirectory.messageRequired' })
  @MaxLength(TALENT_DIRECTORY_LIMITS.invitationMessage, { message: 'talentDirectory.messageTooLong' })
  message: string;
}

/** POST Users/AcceptTalentInvitation. */
export class InvitationIdBody {
  @ApiProperty()
  @IsRequiredId('talentDirectory.invitationRequired', 'talentDirectory.invitationInvalid')
  invitationId: number;
}

/** POST Users/DeclineTalentInvitation. */
export class DeclineInvitationBody extends InvitationIdBody {
  @ApiPropertyOptional({ enum: DeclineReason })
  @IsOptional()
  @ToNumber()
  @IsEnumValue(DeclineReason, { message: 'talentDirectory.reasonInvalid' })
  reason?: DeclineReason;
}

/** GET Company/GetTalentInvitations. */
export class CompanyInvitationsQuery extends DirectoryPageQuery {
  @ApiPropertyOptional({ enum: InvitationStatus })
  @IsOptional()
  @ToNumber()
  @IsEnumValue(InvitationStatus, { message: 'talentDirectory.statusInvalid' })
  status?: InvitationStatus;
}

/** POST Admin/SetCompanyInvitationsSuspended. */
export class InvitationSuspensionBody {
  @ApiProperty()
  @IsRequiredId('talentDirectory.companyRequired', 'talentDirectory.companyInvalid')
  companyId: number;

  @ApiProperty()
  @IsRequiredBoolean('talentDirectory.suspendedRequired')
  suspended: boolean;

  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @TrimText()
  @IsString({ message: 'talentDirectory.reasonTooLong' })
  @MaxLength(500, { message: 'talentDirectory.reasonTooLong' })
  reason?: string;
}
