import type { HttpClient } from './http-client';
import { StaticContentType } from './enums';

export { StaticContentType };

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
