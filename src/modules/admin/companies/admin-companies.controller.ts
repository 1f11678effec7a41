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
import { ApiEnvelope } from '../../../core/envelope/api-envelope.decorator.js';
import { AdminClaim, AdminCompany } from './admin-company.view.js';

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
  @ApiEnvelope(AdminCompany, { page: true })
  searchCompanies(@Query() query: AdminSearchCompaniesQuery) {
    return this.companies.search(query);
  }

  @Post('VerifyCompany')
  @HttpCode(200)
  @ApiOperation({ summary: 'Verifies a company (isVerified, verifiedDate now); audited' })
  @ApiEnvelope(AdminCompany)
  verifyCompany(@CurrentSession() staff: AuthSession, @Query() query: CompanyIdQuery) {
    return this.companies.verify(staff, query.companyId);
  }

  @Post('RevokeCompanyVerification')
  @HttpCode(200)
  @ApiOperation({ summary: "Takes a company's verification back; audited" })
  @ApiEnvelope(AdminCompany)
  revokeCompanyVerification(@CurrentSession() staff: AuthSession, @Query() query: CompanyIdQuery) {
    return this.companies.revokeVerification(staff, query.companyId);
  }

  @Post('CreateCompanyPage')
  @HttpCode(200)
  @ApiOperation({
    summary: 'An unclaimed company page (isClaimingNecessary, no account) with an optional website; audited',
  })
  @ApiEnvelope(AdminCompany)
  createCompanyPage(@CurrentSession() staff: AuthSession, @Body() body: CreateCompanyPageBody) {
    return this.companies.createPage(staff, body);
  }

  @Get('GetClaims')
  @ApiOperation({
    summary:
      'Claims of unclaimed pages (status 1 pending, 2 approved, 3 rejected) with the claimant: { items, totalCount, page, pageSize }',
  })
  @ApiEnvelope(AdminClaim, { page: true })
  getClaims(@Query() query: AdminClaimsQuery) {
    return this.claims.list(query);
  }

  @Post('ApproveClaim')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approves a pending claim: the page passes to the claimant, who is mailed; audited' })
  @ApiEnvelope(AdminClaim)
  approveClaim(@CurrentSession() staff: AuthSession, @Query() query: ClaimIdQuery) {
    return this.claims.approve(staff, query.claimId);
  }

  @Post('RejectClaim')
  @HttpCode(200)
  @ApiOperation({ summary: 'Rejects a pending claim with a reason mailed to the claimant; audited' })
  @ApiEnvelope(AdminClaim)
  rejectClaim(@CurrentSession() staff: AuthSession, @Query() query: ClaimIdQuery, @Body() body: AdminReasonBody) {
    return this.claims.reject(staff, query.claimId, body.reason);
  }
}
