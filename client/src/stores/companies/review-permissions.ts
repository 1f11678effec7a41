import type { AuthStore } from '../AuthStore';

/** The signed-in company account owns the company shown (and is not a view-as session). */
export const ownsCompany = (auth: AuthStore, companyId: number): boolean =>
  auth.isCompany && !auth.viewAs && auth.user?.companyId === companyId;

/** A talent who may write, edit or delete their own review here (not in a view-as session). */
export const writesReviews = (auth: AuthStore): boolean => auth.isTalent && !auth.viewAs;
