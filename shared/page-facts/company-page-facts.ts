/**
 * What the head of a company page needs: the server's (page-heads/company-head.ts) and the one the
 * client writes after in-app navigation (client/src/lib/head/). Plain: the client imports this file too.
 */
export interface CompanyPageFacts {
  id: number;
  name: string;
  transformedName: string;
  tagline: string | null;
  taglineGe: string | null;
  about: string | null;
  aboutGe: string | null;
  profileImageUrl: string | null;
  companyRate: number | null;
  reviewCount: number;
}
