import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { CurrentSession } from '../../../core/auth/current-session.decorator.js';
import { Role, Roles } from '../../../core/auth/roles.decorator.js';
import { AdminReasonBody } from '../dto/admin-reason.dto.js';
import { AdminClaimsService } from './admin-claims.service.js';
import { AdminCompaniesService } from './admin-companies.service.js';
import {
  AdminClaimsQuery,
  AdminSearchCompaniesQuery,
  ClaimIdQuery,
  CompanyIdQuery,
  CreateCompanyPageBody,
} from './dto/admin-companies.dto.js';

/** The back office's companies and claims: staff only (never a view-as session). */
@ApiTags('Admin')
@Roles(Role.Admin)
@Controller('Admin')
export class AdminCompaniesController {
  constructor(
    private readonly companies: AdminCompaniesService,
    private readonly claims: AdminClaimsService,
  ) {}

  @Get('SearchCompanies')
  @ApiOperation({
    summary:
      'Companies, newest first, by name or owner e-mail, verified, claimable: { items, totalCount, page, pageSize }',
  })
  searchCompanies(@Query() query: AdminSearchCompaniesQuery) {
    return this.companies.search(query);
  }

  @Post('VerifyCompany')
  @HttpCode(200)
  @ApiOperation({ summary: 'Verifies a company (isVerified, verifiedDate now); audited' })
  verifyCompany(@CurrentSession() staff: AuthSession, @Query() query: CompanyIdQuery) {
    return this.companies.verify(staff, query.companyId);
  }

  @Post('RevokeCompanyVerification')
  @HttpCode(200)
  @ApiOperation({ summary: "Takes a company's verification back; audited" })
  revokeCompanyVerification(@CurrentSession() staff: AuthSession, @Query() query: CompanyIdQuery) {
    return this.companies.revokeVerification(staff, query.companyId);
  }

  @Post('CreateCompanyPage')
  @HttpCode(200)
  @ApiOperation({
    summary: 'An unclaimed company page (isClaimingNecessary, no account) with an optional website; audited',
  })
  createCompanyPage(@CurrentSession() staff: AuthSession, @Body() body: CreateCompanyPageBody) {
    return this.companies.createPage(staff, body);
  }

  @Get('GetClaims')
  @ApiOperation({
    summary:
      'Claims of unclaimed pages (status 1 pending, 2 approved, 3 rejected) with the claimant: { items, totalCount, page, pageSize }',
  })
  getClaims(@Query() query: AdminClaimsQuery) {
    return this.claims.list(query);
  }

  @Post('ApproveClaim')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approves a pending claim: the page passes to the claimant, who is mailed; audited' })
  approveClaim(@CurrentSession() staff: AuthSession, @Query() query: ClaimIdQuery) {
    return this.claims.approve(staff, query.claimId);
  }

  @Post('RejectClaim')
  @HttpCode(200)
  @ApiOperation({ summary: 'Rejects a pending claim with a reason mailed to the claimant; audited' })
  rejectClaim(@CurrentSession() staff: AuthSession, @Query() query: ClaimIdQuery, @Body() body: AdminReasonBody) {
    return this.claims.reject(staff, query.claimId, body.reason);
  }
}
