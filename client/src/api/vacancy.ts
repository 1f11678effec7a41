import type { HttpClient } from './http-client';
import { itemsOf, type ListAnswer } from './list';

/** A vacancy as the landing page lists it (the vacancy issue fixes the full shape). */
export interface VacancyListItem {
  id: number;
  title: string;
  titleGE?: string | null;
  company?: { id?: number; name: string; transformedName?: string; smallProfileImageUrl?: string | null } | null;
}

/** The Vacancy module (more endpoints come with the vacancy issue). */
export const vacancyApi = (http: HttpClient) => ({
  getLatestVacancies: async () => itemsOf(await http.get<ListAnswer<VacancyListItem>>('/Vacancy/GetLatestVacancies')),
});
