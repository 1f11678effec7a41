import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { CurrentSession } from '../../../core/auth/current-session.decorator.js';
import { Public } from '../../../core/auth/public.decorator.js';
import { Role, Roles } from '../../../core/auth/roles.decorator.js';
import { UpdateTalentProfileBody } from './dto/talent-profile.dto.js';
import { UpdateUserProfileInfoBody, UpdateUserTechnologiesBody } from './dto/user-profile.dto.js';
import { TalentProfileService } from './talent-profile.service.js';
import { UserProfileService } from './user-profile.service.js';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';
import { FieldsAndExperiencesView, UserProfileView } from './user-profile.view.js';

@ApiTags('Users: profile')
@Controller('Users')
export class UsersProfileController {
  constructor(
    private readonly profiles: UserProfileService,
    private readonly talentProfiles: TalentProfileService,
  ) {}

  @Roles(Role.User)
  @Get('GetUserProfileInfo')
  @ApiOperation({
    summary: "The talent's general information: name, e-mail, field, experience, technologies, job functions, CV",
  })
  @ApiEnvelope(UserProfileView)
  getUserProfileInfo(@CurrentSession() session: AuthSession) {
    return this.profiles.profile(session);
  }

  @Roles(Role.User)
  @Post('UpdateUserProfileInfo')
  @HttpCode(200)
  @ApiOperation({ summary: 'Full name, field, experience and the whole list of job functions; answers the profile' })
  @ApiEnvelope(UserProfileView)
  updateUserProfileInfo(@CurrentSession() session: AuthSession, @Body() body: UpdateUserProfileInfoBody) {
    return this.profiles.updateInfo(session, body);
  }

  @Roles(Role.User)
  @Post('UpdateUserTechnologies')
  @HttpCode(200)
  @ApiOperation({ summary: 'The whole list of technologies (at most 30; empty clears it); answers the profile' })
  @ApiEnvelope(UserProfileView)
  updateUserTechnologies(@CurrentSession() session: AuthSession, @Body() body: UpdateUserTechnologiesBody) {
    return this.profiles.updateTechnologies(session, body.technologyIds);
  }

  @Roles(Role.User)
  @Post('UpdateTalentProfile')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'The whole talent profile: headline and summary (English, Georgian), links, phone, desired salary (private), work formats, cities, open to offers; answers the profile',
  })
  @ApiEnvelope(UserProfileView)
  updateTalentProfile(@CurrentSession() session: AuthSession, @Body() body: UpdateTalentProfileBody) {
    return this.talentProfiles.update(session, body);
  }

  @Public()
  @Get('GetFieldsAndExperiences')
  @ApiOperation({
    summary: 'The fields and experience levels the profile form picks from, names in English and Georgian',
  })
  @ApiEnvelope(FieldsAndExperiencesView)
  getFieldsAndExperiences() {
    return this.profiles.fieldsAndExperiences();
  }
}
