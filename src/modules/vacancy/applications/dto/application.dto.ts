import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty } from 'class-validator';
import type { ApplicationStatus } from '../../../../../shared/enums.js';
import { ToNumber } from '../../../../core/validation/transforms.js';
import { SETTABLE_STATUSES } from '../application-status.js';
import { IsOptionalBoolean, IsRequiredBoolean, IsRequiredId } from './application-fields.rules.js';

/** POST Vacancy/UpdateApplicationStatus. */
export class UpdateApplicationStatusBody {
  @ApiProperty()
  @IsRequiredId('applications.applicationRequired', 'applications.applicationInvalid')
  applicationId: number;

  @ApiProperty({
    enum: SETTABLE_STATUSES,
    description: '2 viewed, 3 shortlisted, 4 interview, 5 offer, 6 hired, 7 rejected',
  })
  @applyDecorators(
    ToNumber(),
    IsNotEmpty({ message: 'applications.statusRequired' }),
    IsIn(SETTABLE_STATUSES, { message: 'applications.statusInvalid' }),
  )
  status: ApplicationStatus;
}

/** POST Company/UpdateRejectionMailSetting. */
export class RejectionMailSettingBody {
  @ApiProperty({ description: 'Send the polite mail to a talent whose application is rejected' })
  @IsRequiredBoolean('applications.rejectionMailSettingRequired')
  sendRejectionMail: boolean;
}

/** PUT Company/updateUserFavoriteApplicant. */
export class FavoriteApplicantBody {
  @ApiProperty({ description: "The talent's account id" })
  @IsRequiredId('applications.talentRequired', 'applications.talentInvalid')
  userId: number;

  @ApiPropertyOptional({ description: 'Saved (true) or not (false); left out, it toggles' })
  @IsOptionalBoolean('applications.isFavoriteInvalid')
  isFavorite?: boolean;
}
