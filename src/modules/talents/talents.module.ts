import { Module } from '@nestjs/common';
import { CompanyModule } from '../company/company.module.js';
import { ApplicationsModule } from '../vacancy/applications/applications.module.js';
import { AnonymousTalentsService } from './directory/anonymous-talents.service.js';
import { DirectoryAccessService } from './directory/directory-access.service.js';
import { TalentDirectoryController } from './directory/talent-directory.controller.js';
import { TalentDirectoryService } from './directory/talent-directory.service.js';
import { TalentSearchController } from './directory/talent-search.controller.js';
import { TalentSearchService } from './directory/talent-search.service.js';
import { CompanyInvitationsController } from './invitations/company-invitations.controller.js';
import { CompanyInvitationsService } from './invitations/company-invitations.service.js';
import { InvitationDeclineToken } from './invitations/invitation-decline-token.js';
import { InvitationExpiryJob } from './invitations/invitation-expiry.job.js';
import { InvitationSuspensionController } from './invitations/invitation-suspension.controller.js';
import { InvitationSuspensionService } from './invitations/invitation-suspension.service.js';
import { TalentInvitationsController } from './invitations/talent-invitations.controller.js';
import { TalentInvitationsService } from './invitations/talent-invitations.service.js';

/** The talent directory (issue 24): talents' anonymous profiles, companies' search and invitations.
 *  Above Company and Vacancy (an accepted invitation is an application); only the back office's
 *  reports queue imports it (to suspend an invited company's invitations). */
@Module({
  imports: [CompanyModule, ApplicationsModule],
  controllers: [
    TalentDirectoryController,
    TalentSearchController,
    CompanyInvitationsController,
    TalentInvitationsController,
    InvitationSuspensionController,
  ],
  providers: [
    AnonymousTalentsService,
    DirectoryAccessService,
    TalentDirectoryService,
    TalentSearchService,
    CompanyInvitationsService,
    TalentInvitationsService,
    InvitationSuspensionService,
    InvitationDeclineToken,
    InvitationExpiryJob,
  ],
  exports: [InvitationSuspensionService],
})
export class TalentsModule {}
