import type { CompanyListItem } from './company';
import type { HttpClient } from './http-client';
import { itemsOf, type ListAnswer } from './list';
import { Currency } from './enums';

export { Currency };

/** A vacancy as list cards show it; `salary` only when the company publishes it. */
export interface VacancyListItem {
  id: number;
  title: string;
  titleGE: string | null;
  publishDate: string | null;
  deadline: string | null;
  city: { id: number; name: string; nameGE: string } | null;
  salary: { min: number | null; max: number | null; currency: Currency } | null;
  company: CompanyListItem;
}

/** The Vacancy module (more endpoints come with the vacancy issue). */
export const vacancyApi = (http: HttpClient) => ({
  getLatestVacancies: async () => itemsOf(await http.get<ListAnswer<VacancyListItem>>('/Vacancy/GetLatestVacancies')),
});
