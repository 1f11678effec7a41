import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AppConfig } from '../../config/app-config.js';
import type { AuthSession } from '../../core/auth/auth-session.js';
import { CurrentSession } from '../../core/auth/current-session.decorator.js';
import { Role, Roles } from '../../core/auth/roles.decorator.js';
import { AccountDirectoryService } from '../account/account-directory.service.js';
import { handoverCookie } from '../account/sessions/handover-cookie.js';
import { ViewAsService } from '../account/view-as.service.js';
import { AccountIdQuery, FindAccountQuery } from './dto/admin.dto.js';
import { ApiEnvelope } from '../../core/envelope/api-envelope.decorator.js';
import { AdminViewAsLink } from './admin-view-as-link.view.js';

/** The back office for staff. Every route needs the Admin role, which a view-as session never has. */
@ApiTags('Admin')
@Roles(Role.Admin)
@Controller('Admin')
export class AdminController {
  constructor(
    private readonly config: AppConfig,
    private readonly directory: AccountDirectoryService,
    private readonly viewAs: ViewAsService,
  ) {}

  @Get('FindAccount')
  @ApiOperation({ summary: 'An account by its e-mail' })
  findAccount(@Query() query: FindAccountQuery) {
    return this.directory.findByEmail(query.email);
  }

  @Post('CreateViewAsLink')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'A one-time view-as link (60 s) for the account, usable only in this browser (signInHandover cookie); audited',
  })
  @ApiEnvelope(AdminViewAsLink)
  async createViewAsLink(
    @CurrentSession() staff: AuthSession,
    @Query() query: AccountIdQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AdminViewAsLink> {
    const { tokenId, url, binding, lifetimeMs } = await this.viewAs.createLink(staff, query.accountId);
    handoverCookie.set(response, binding, lifetimeMs, this.config.isProduction);
    return { tokenId, url };
  }
}
