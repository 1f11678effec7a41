import { accountApi } from './account';
import { adminApi } from './admin';
import { applicationApi } from './applications';
import { blogApi } from './blog';
import { claimApi } from './claims';
import { commonApi } from './common';
import { companyApplicantsApi } from './company-applicants';
import { companyApi } from './company';
import { companyVacanciesApi } from './company-vacancies';
import type { HttpClient } from './http-client';
import { reviewApi } from './reviews';
import { searchApi } from './search';
import { staticApi } from './static';
import { statisticsApi } from './statistics';
import { subscriptionApi } from './subscriptions';
import { usersProfileApi } from './users-profile';
import { vacancyApi } from './vacancy';

/** Every endpoint the client calls, grouped by server module, over one http client. */
export const createApi = (http: HttpClient) => ({
  account: accountApi(http),
  common: commonApi(http),
  static: staticApi(http),
  vacancy: vacancyApi(http),
  company: companyApi(http),
  companyVacancies: companyVacanciesApi(http),
  admin: adminApi(http),
  applications: applicationApi(http),
  companyApplicants: companyApplicantsApi(http),
  statistics: statisticsApi(http),
  claims: claimApi(http),
  reviews: reviewApi(http),
  usersProfile: usersProfileApi(http),
  subscriptions: subscriptionApi(http),
  search: searchApi(http),
  blog: blogApi(http),
});

export type Api = ReturnType<typeof createApi>;
