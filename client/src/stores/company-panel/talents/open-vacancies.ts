import { VacancyApproval, VacancyStatus, type CompanyVacancyListItem } from '../../../api/company-vacancies';
import type { DirectoryApi } from '../../../api/talent-directory';

/** As many open vacancies as the invite form and the search's "Compare with vacancy" offer. */
export const OPEN_VACANCIES_PAGE_SIZE = 100;

/** The company's open vacancies (active and approved): the ones a talent can be invited to and
 *  the search's profiles compared with. */
export async function openVacancies(api: DirectoryApi): Promise<CompanyVacancyListItem[]> {
  const page = await api.companyVacancies.getVacancies(VacancyStatus.Active, 1, OPEN_VACANCIES_PAGE_SIZE);
  return page.items.filter((vacancy) => vacancy.approval === VacancyApproval.Approved);
}
