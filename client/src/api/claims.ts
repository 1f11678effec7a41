import type { HttpClient } from './http-client';
import { itemsOf, type ListAnswer } from './list';
import type { Schemas } from './schemas';

/** A company account's claim of an unclaimed company page. */
export type CompanyClaim = Schemas['CompanyClaimView'];

export const CLAIM_MESSAGE_MAX = 1000;

/** Claims of company pages staff listed before the company joined. */
export const claimApi = (http: HttpClient) => ({
  claimCompany: (companyId: number, message: string | null) =>
    http.post<CompanyClaim>('/Company/ClaimCompany', { companyId, message }),
  getMyClaims: async () => itemsOf(await http.get<ListAnswer<CompanyClaim>>('/Company/GetMyClaims')),
});
