import { useEffect } from 'react';
import type { PageVisit } from '../api/account';
import { useStores } from '../stores/StoresContext';

/**
 * Records one visit of a page for the companies' statistics when it opens (again when what it shows
 * changes). Fire and forget: a failure is nobody's business but the statistics'. A staff member
 * viewing the site as someone else leaves no trace (and may not write anyway).
 */
export function usePageVisit(visit: PageVisit | null): void {
  const { api, auth } = useStores();
  const key = visit ? `${visit.userActivePage}:${visit.companyId ?? ''}:${visit.vacancyId ?? ''}` : null;
  useEffect(() => {
    if (!visit || auth.viewAs) return;
    api.account.addUserActivity(visit).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the visit: a new object with the same fields is the same visit
  }, [key, api, auth.viewAs]);
}
