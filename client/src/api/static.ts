import type { HttpClient } from './http-client';
import { StaticContentType } from './enums';
import type { Schemas } from './schemas';

export { StaticContentType };

/** A static page; its texts are Markdown. */
export type StaticData = Schemas['StaticDataView'];

export type HeroTextImage = Schemas['HeroView'];

export type FaqCategory = FaqItem['category'];

export type FaqItem = Schemas['FaqView'];

export type AboutUsInformation = Schemas['AboutUsView'];

/** The Static module: static pages, the landing hero, about-us and the FAQ. */
export const staticApi = (http: HttpClient) => ({
  getStaticData: (type: StaticContentType) => http.get<StaticData>('/BackOfficeStaticData/GetStaticData', { type }),
  getHeroTextImage: () => http.get<HeroTextImage>('/BackOfficeStaticData/GetHeroTextImage'),
  getAboutUsInformation: () => http.get<AboutUsInformation>('/AboutUs/GetInformation'),
});
