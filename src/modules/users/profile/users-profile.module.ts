import { Module } from '@nestjs/common';
import { CommonModule } from '../../common/common.module.js';
import { TalentProfileService } from './talent-profile.service.js';
import { UserProfileService } from './user-profile.service.js';
import { UsersProfileController } from './users-profile.controller.js';

/** The talent panel's general information (GetUserProfileInfo and its updates, the talent profile). */
@Module({
  imports: [CommonModule],
  controllers: [UsersProfileController],
  providers: [UserProfileService, TalentProfileService],
})
export class UsersProfileModule {}
