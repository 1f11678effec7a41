import type { Page } from './company';
import type { ClaimStatus } from './enums';
import type { HttpClient } from './http-client';
import type { Schemas } from './schemas';

/** The account behind a company page or a claim. */
export type AdminCompanyAccount = Schemas['AdminCompanyAccount'];

/** A company as the back office lists it. */
export type AdminCompanyItem = Schemas['AdminCompany'];

/** A claim of an unclaimed page, with the claimant and the page the claimant has now. */
export type AdminClaimItem = Schemas['AdminClaim'];

export interface CompanySearchAdminQuery {
  page: number;
  pageSize: number;
  search?: string;
  verified?: boolean;
  claimable?: boolean;
}

export type CompanyPageInput = Schemas['CreateCompanyPageBody'];

/** The back office's companies and claims (staff only). */
export const adminCompaniesApi = (http: HttpClient) => ({
  searchCompanies: (query: CompanySearchAdminQuery) =>
    http.get<Page<AdminCompanyItem>>('/Admin/SearchCompanies', { ...query }),
  verifyCompany: (companyId: number) => http.post<AdminCompanyItem>('/Admin/VerifyCompany', undefined, { companyId }),
  revokeVerification: (companyId: number) =>
    http.post<AdminCompanyItem>('/Admin/RevokeCompanyVerification', undefined, { companyId }),
  createCompanyPage: (input: CompanyPageInput) => http.post<AdminCompanyItem>('/Admin/CreateCompanyPage', input),
  getClaims: (query: { page: number; pageSize: number; status?: ClaimStatus }) =>
    http.get<Page<AdminClaimItem>>('/Admin/GetClaims', { ...query }),
  approveClaim: (claimId: number) => http.post<AdminClaimItem>('/Admin/ApproveClaim', undefined, { claimId }),
  rejectClaim: (claimId: number, reason: string) =>
    http.post<AdminClaimItem>('/Admin/RejectClaim', { reason }, { claimId }),
});

export type AdminCompaniesApi = ReturnType<typeof adminCompaniesApi>;
