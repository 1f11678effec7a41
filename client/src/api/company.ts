import type { HttpClient } from './http-client';
import { itemsOf, type ListAnswer } from './list';

/** Spec point 3: a company list item. */
export interface CompanyListItem {
  id: number;
  name: string;
  transformedName: string;
  smallProfileImageUrl: string | null;
  isVerified: boolean;
  isClaimingNecessary: boolean;
  verifiedDate: string | null;
}

/** The Company module (more endpoints come with the company issue). */
export const companyApi = (http: HttpClient) => ({
  getNewCompanies: async () => itemsOf(await http.get<ListAnswer<CompanyListItem>>('/Company/GetNewCompanies')),
});
