import type { HttpClient } from './http-client';
import { itemsOf, type ListAnswer } from './list';
import type { Schemas } from './schemas';

/** Spec point 3: a company list item. */
export type CompanyListItem = Schemas['CompanyListItem'];

/** GetPartnerCompanies: a company on the business landing page's logo carousel. */
export type PartnerCompany = Schemas['PartnerCompany'];

/** A company of the search list (/companies); Georgian pages fall back to `tagline` without `taglineGe`. */
export type CompanySearchItem = Schemas['CompanyCardView'];

export interface Page<T> {
  items: T[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** searchCompanies: lists are sent as repeated keys (`technologies=1&technologies=2`). */
export interface CompanySearchQuery {
  searchTerm?: string;
  /** Technology (or category) ids; a company using any of them matches. */
  technologies?: number[];
  /** Team sizes as GetTeamSizes names them by `value` (e.g. `11-50`); any of them matches. */
  teamSizes?: string[];
  isVerified?: boolean;
  page: number;
  pageSize: number;
}

/** A technology of a company's public page, in the request's language. */
export type IconItem = Schemas['TechnologyView'];

/** Technologies under their category (a null id: those without one). */
export type TechnologyGroup = Schemas['TechnologyGroupView'];

export type BenefitItem = Schemas['PublicBenefitView'];

export type BenefitGroup = Schemas['PublicBenefitGroupView'];

/** GetCompanyDetails: a company's public profile. */
export type CompanyDetails = Schemas['CompanyDetailView'];

export type KeyFactOption = Schemas['KeyFactOptionView'];

/** getKeyFacts: a key fact in both languages (KeyFactType: Text 1, Number 2, Year 3, MultipleChoice 4,
 *  SingleChoice 5). */
export type KeyFactDefinition = Schemas['KeyFactDefinitionView'];

export type KeyFactValue = Schemas['KeyFactValueView'];

/** UpdateCompanyKeyFacts: one value; an empty one removes the company's value of that fact. */
export type KeyFactValueBody = Schemas['KeyFactValueBody'];

/** A contact card's social links, in the order they are shown. */
export const SOCIAL_LINK_FIELDS = ['facebookUrl', 'linkedInUrl', 'twitterUrl', 'youTubeUrl', 'tikTokUrl'] as const;
export type SocialLinkField = (typeof SOCIAL_LINK_FIELDS)[number];

/** Spec point 3: the contact object (countryCode defaults to +995). */
export type CompanyContact = Schemas['CompanyContactView'];

/** POST UpdateCompanyContactInfo: the whole card (a field left out or null is cleared). */
export type UpdateCompanyContactBody = Schemas['UpdateCompanyContactBody'];

/** POST UpdateCompanyAbout: a text left out keeps its value; an empty one clears it. */
export type UpdateCompanyAboutBody = Schemas['UpdateCompanyAboutBody'];

/** An approved review in a company's list; `isMine` when the signed-in talent wrote it. */
export type CompanyReview = Schemas['PublicReviewView'];

/** GetCompanyReviews: a page of reviews with the company's rating summary. */
export type ReviewPage = Schemas['CompanyReviewsPage'];

/** CreateUpdateReview's body: with `id` it updates the talent's own review. */
export type ReviewRequest = Schemas['CreateUpdateReviewBody'];

/** A compared company: its public page and its key-fact values (with their shown text). */
export type ComparedCompany = Schemas['CompanyComparisonView'];

/** CompareCompanies: the two companies and the shown key facts (hidden ones left out), in the
 *  request's language. */
export type Comparison = Schemas['CompanyComparison'];

/** GetCompanyProfileInfo: a chosen technology. */
export type ProfileTechnology = Schemas['CompanyTechnologyView'];

export type ProfileBenefit = Schemas['ProfileBenefitView'];

/** GetCompanyProfileInfo: a benefit group; `selected` when the group itself is chosen. */
export type ProfileBenefitGroup = Schemas['ProfileBenefitGroupView'];

/** GetCompanyProfileInfo: the company panel's view of the caller's company (spec point 3). */
export type CompanyProfileInfo = Schemas['CompanyProfileInfo'];

/** getCompanyProgress: names come localized by the server. */
export type CompanyProgress = Schemas['CompanyProgress'];

export type TeamSizeOption = Schemas['TeamSizeView'];

/** A slug of digits only names the company by its id. */
export const companyKeyOf = (slug: string) =>
  /^\d+$/.test(slug) ? { CompanyId: Number(slug) } : { companySlug: slug };

/** The Company module. */
export const companyApi = (http: HttpClient) => ({
  getNewCompanies: async (pageSize?: number) =>
    itemsOf(await http.get<ListAnswer<CompanyListItem>>('/Company/GetNewCompanies', { pageSize })),
  getPartnerCompanies: (take = 20) => http.get<PartnerCompany[]>('/Company/GetPartnerCompanies', { take }),
  searchCompanies: (query: CompanySearchQuery) =>
    http.get<Page<CompanySearchItem>>('/Company/searchCompanies', { ...query }),
  getCompanyDetails: (slug: string) => http.get<CompanyDetails>('/Company/GetCompanyDetails', companyKeyOf(slug)),
  getKeyFacts: () => http.get<KeyFactDefinition[]>('/Company/getKeyFacts'),
  getCompanyKeyFacts: (companyId: number) =>
    http.get<KeyFactValue[]>('/Company/GetCompanyKeyFactsByCompanyId', { companyId }),
  getCompanyContactInfo: (companyId: number) =>
    http.get<CompanyContact | null>('/Company/GetCompanyContactInfo', { companyId }),
  getCompanyReviews: (companyId: number, page: number) =>
    http.get<ReviewPage>('/Company/GetCompanyReviews', { companyId, page }),
  likeReview: (reviewId: number) =>
    http.post<Schemas['ReviewLikeState']>('/Company/likeReview', undefined, { reviewId }),
  createUpdateReview: (review: ReviewRequest) => http.post<unknown>('/Company/CreateUpdateReview', review),
  getCompareCompanies: async (searchTerm: string) =>
    itemsOf(await http.get<ListAnswer<CompanyListItem>>('/Company/GetCompareCompanies', { searchTerm })),
  compareCompanies: (compareUrl: string) => http.get<Comparison>('/Company/CompareCompanies', { compareUrl }),
  getCompanyProfileInfo: () => http.get<CompanyProfileInfo>('/Company/GetCompanyProfileInfo'),
  getCompanyProgress: () => http.get<CompanyProgress>('/Company/getCompanyProgress'),
  getTeamSizes: () => http.get<TeamSizeOption[]>('/Company/GetTeamSizes'),
  updateCompanyTechnologies: (technologyIds: number[]) =>
    http.post<string>('/Company/UpdateCompanyTechnologies', { technologyIds }),
  updateCompanyBenefits: (benefitIds: number[]) => http.post<string>('/Company/updateCompanyBenefits', { benefitIds }),
  updateCompanyTagline: (tagline: string | null, taglineGe: string | null) =>
    http.post<string>('/Company/UpdateCompanyTagline', { tagline, taglineGe }),
  updateCompanyTeamSize: (teamSize: string | null) => http.post<string>('/Company/UpdateCompanyTeamSize', { teamSize }),
  updateCompanyAbout: (body: UpdateCompanyAboutBody) => http.post<string>('/Company/UpdateCompanyAbout', body),
  /** All or nothing; an empty value removes the company's value of that fact. Answers all values. */
  updateCompanyKeyFacts: (keyFacts: KeyFactValueBody[]) =>
    http.post<KeyFactValue[]>('/Company/UpdateCompanyKeyFacts', { keyFacts }),
  updateCompanyContactInfo: (contact: UpdateCompanyContactBody) =>
    http.post<CompanyContact>('/Company/UpdateCompanyContactInfo', contact),
});
