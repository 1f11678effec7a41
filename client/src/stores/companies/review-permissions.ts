import type { SessionStore } from '../SessionStore';

/** The signed-in company account owns the company shown (and is not a view-as session). */
export const ownsCompany = (auth: SessionStore, companyId: number): boolean =>
  auth.isCompany && !auth.viewAs && auth.user?.companyId === companyId;

/** A talent who may write, edit or delete their own review here (not in a view-as session). */
export const writesReviews = (auth: SessionStore): boolean => auth.isTalent && !auth.viewAs;
