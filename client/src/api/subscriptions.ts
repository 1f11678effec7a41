import type { NotificationFrequency } from './enums';
import type { HttpClient } from './http-client';
import type { Schemas } from './schemas';

/** A company the talent follows (GetUserSubscribedCompanies). */
export type SubscribedCompany = Schemas['SubscribedCompany'];

export type SubscribedCompanies = Schemas['SubscribedCompaniesView'];

export type SubscribedJobFunction = Schemas['SubscribedJobFunction'];

export type SubscribedJobFunctions = Schemas['SubscribedJobFunctionsView'];

/** A vacancy search as a saved search keeps it: SearchVacancies' filters, empty ones left out. */
export type VacancySearchFilter = Schemas['SavedSearchFilterView'];

/** One saved search (GetUserSubscriptions), newest first. */
export type SavedSearch = Schemas['SavedSearchView'];

/** CreateUpdateSubscriptions: no id saves a new search; no name lets the server name it. */
export type SavedSearchBody = Schemas['CreateUpdateSubscriptionBody'];

/** The talent's subscriptions (server: src/modules/subscriptions). Every change answers the text
 *  to show (spec point 8: the success toast is the answer's data text). */
export const subscriptionApi = (http: HttpClient) => ({
  getCompanies: () => http.get<SubscribedCompanies>('/Users/GetUserSubscribedCompanies'),
  updateCompanies: (companyIds: number[], frequency: NotificationFrequency) =>
    http.post<string>('/Users/UpdateUserSubscribedCompanies', { companyIds, frequency }),
  subscribeToCompany: (companyId: number) => http.post<string>('/Users/SubscribeToCompany', undefined, { companyId }),
  unsubscribeFromCompany: (companyId: number) =>
    http.post<string>('/Users/UnsubscribeFromCompany', undefined, { companyId }),
  getJobFunctions: () => http.get<SubscribedJobFunctions>('/Users/GetUserSubscribedJobFunctions'),
  updateJobFunctions: (jobFunctionIds: number[], frequency: NotificationFrequency) =>
    http.post<string>('/Users/UpdateUserSubscribedJobFunctions', { jobFunctionIds, frequency }),
  getSavedSearches: () => http.get<SavedSearch[]>('/Users/GetUserSubscriptions'),
  saveSearch: (body: SavedSearchBody) => http.post<string>('/Users/CreateUpdateSubscriptions', body),
  deleteSavedSearch: (subscriptionId: number) =>
    http.post<string>('/Users/DeleteSubscription', undefined, { subscriptionId }),
});
