import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { CurrentSession } from '../../../core/auth/current-session.decorator.js';
import { Role, Roles } from '../../../core/auth/roles.decorator.js';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';
import { InvitationSuspensionBody } from './dto/talent-invitation.dto.js';
import { InvitationSuspensionService } from './invitation-suspension.service.js';
import { InvitationSuspensionView } from './talent-invitation.view.js';

@ApiTags('Admin')
@Roles(Role.Admin)
@Controller('Admin')
export class InvitationSuspensionController {
  constructor(private readonly suspensions: InvitationSuspensionService) {}

  @Post('SetCompanyInvitationsSuspended')
  @HttpCode(200)
  @ApiOperation({ summary: 'Takes a company’s right to invite talents, or gives it back (audited)' })
  @ApiEnvelope(InvitationSuspensionView)
  set(@CurrentSession() session: AuthSession, @Body() body: InvitationSuspensionBody) {
    return this.suspensions.set(session, body);
  }
}
