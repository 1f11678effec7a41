import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { CurrentSession } from '../../../core/auth/current-session.decorator.js';
import { Role, Roles } from '../../../core/auth/roles.decorator.js';
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';
import { CompanyClaimService } from './company-claim.service.js';
import { CompanyClaimView } from './company-claim.view.js';
import { ClaimCompanyBody } from './dto/claim-company.dto.js';

/** A company account asks to take over a company page staff listed before it joined. */
@ApiTags('Company')
@Controller('Company')
export class CompanyClaimController {
  constructor(private readonly claims: CompanyClaimService) {}

  @Roles(Role.Company)
  @Post('ClaimCompany')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ask to claim an unclaimed company page (one pending claim per account and page)' })
  @ApiEnvelope(CompanyClaimView)
  claimCompany(@CurrentSession() session: AuthSession, @Body() body: ClaimCompanyBody) {
    return this.claims.claim(session, body);
  }

  @Roles(Role.Company)
  @Get('GetMyClaims')
  @ApiOperation({ summary: "The caller's claims, newest first" })
  @ApiEnvelope(CompanyClaimView, { page: true })
  getMyClaims(@CurrentSession() session: AuthSession) {
    return this.claims.myClaims(session);
  }
}
