import { Body, Controller, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { OptionalSession } from '../../../core/auth/current-session.decorator.js';
import { Public } from '../../../core/auth/public.decorator.js';
import { AddUserActivityInput, mergeActivityInput } from './dto/add-user-activity.dto.js';
import { UserActivityService } from './user-activity.service.js';

/** `Account/AddUserActivity` lives under the spec's Account prefix but belongs to the company
 *  statistics, so it has this controller of its own. */
@ApiTags('Account')
@Controller('Account')
export class UserActivityController {
  constructor(private readonly activity: UserActivityService) {}

  @Public()
  @Post('AddUserActivity')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Records a page visit for the statistics; true when it counted (not a bot, not the company itself, not a repeat within 30 minutes)',
  })
  addUserActivity(
    @Query() query: AddUserActivityInput,
    @Body() body: AddUserActivityInput,
    @OptionalSession() session: AuthSession | undefined,
    @Req() request: Request,
  ): Promise<boolean> {
    return this.activity.record(mergeActivityInput(query, body), {
      session,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
  }
}
