import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { TALENT_DIRECTORY_LIMITS } from '../../../../../shared/talent-directory-limits.js';
import { ToNumber } from '../../../../core/validation/transforms.js';
import { IsRequiredBoolean, IsRequiredId } from '../../../vacancy/applications/dto/application-fields.rules.js';

/** POST Users/UpdateTalentDirectory: the talent's directory settings, all of them every time. */
export class UpdateTalentDirectoryBody {
  @ApiProperty({ description: 'Show the anonymous profile to companies' })
  @IsRequiredBoolean('talentDirectory.visibleRequired')
  visible: boolean;

  @ApiProperty({ description: 'Show the desired salary range on the anonymous profile' })
  @IsRequiredBoolean('talentDirectory.showSalaryRequired')
  showSalary: boolean;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: TALENT_DIRECTORY_LIMITS.experienceYears })
  @Transform(({ value }) => (value === '' ? null : value))
  @IsOptional()
  @ToNumber()
  @IsInt({ message: 'talentDirectory.experienceYearsInvalid' })
  @Min(0, { message: 'talentDirectory.experienceYearsInvalid' })
  @Max(TALENT_DIRECTORY_LIMITS.experienceYears, { message: 'talentDirectory.experienceYearsInvalid' })
  experienceYears?: number | null;
}

/** POST Users/HideFromCompany and UnhideFromCompany. */
export class HiddenCompanyBody {
  @ApiProperty()
  @IsRequiredId('talentDirectory.companyRequired', 'talentDirectory.companyInvalid')
  companyId: number;
}
