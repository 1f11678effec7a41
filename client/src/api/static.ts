import type { HttpClient } from './http-client';

/** Spec point 2: the kinds of static content. */
export const StaticContentType = {
  AboutUs: 0,
  PrivacyPolicy: 1,
  TermsOfUse: 2,
  Support: 3,
} as const;
export type StaticContentType = (typeof StaticContentType)[keyof typeof StaticContentType];

export interface StaticData {
  type: StaticContentType;
  titleEN: string;
  titleGE: string;
  /** Markdown. */
  descriptionEN: string;
  descriptionGE: string;
  updatedAt: string;
}

export interface HeroTextImage {
  titleEN: string;
  titleGE: string;
  textEN: string;
  textGE: string;
  imageUrl: string;
}

export type FaqCategory = 'employers' | 'talents' | 'general';

export interface FaqItem {
  id: number;
  category: FaqCategory;
  questionEN: string;
  questionGE: string;
  /** Markdown. */
  answerEN: string;
  answerGE: string;
}

export interface AboutUsInformation {
  descriptionEN: string;
  descriptionGE: string;
  faqList: FaqItem[];
}

/** The Static module: static pages, the landing hero, about-us and the FAQ. */
export const staticApi = (http: HttpClient) => ({
  getStaticData: (type: StaticContentType) => http.get<StaticData>('/BackOfficeStaticData/GetStaticData', { type }),
  getHeroTextImage: () => http.get<HeroTextImage>('/BackOfficeStaticData/GetHeroTextImage'),
  getAboutUsInformation: () => http.get<AboutUsInformation>('/AboutUs/GetInformation'),
});
