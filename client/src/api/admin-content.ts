import type { UploadedImageAnswer } from './admin-blog';
import type { Page } from './company';
import type { SeoDetails, SeoPageKind } from './common';
import { DictionaryType, KeyFactType, StaticContentType } from './enums';
import type { HttpClient } from './http-client';
import type { FaqCategory, HeroTextImage, StaticData } from './static';
import type { Schemas } from './schemas';

export { DictionaryType, KeyFactType, StaticContentType };

/** A dictionary item as the back office edits it; `usageCount`: rows that refer to it (0: deletable). */
export type AdminDictionaryItem = Schemas['AdminDictionaryItem'];

/** Create/UpdateDictionaryItem (`type` only on create: an item stays in its list). */
export type DictionaryItemInput = Schemas['DictionaryItemBody'];

export type AdminKeyFactOption = Schemas['AdminKeyFactOption'];

/** A key-fact definition; `usageCount`: companies that filled it in (its type is then fixed). */
export type AdminKeyFactDefinition = Schemas['AdminKeyFactDefinition'];

/** Create/UpdateKeyFactDefinition: options (choice types only) in display order; `id` keeps one. */
export type KeyFactDefinitionInput = Schemas['KeyFactDefinitionBody'];

export type StaticPageInput = Schemas['StaticPageBody'];

export type AdminFaqItem = Schemas['AdminFaqItem'];

export type FaqItemInput = Schemas['FaqItemBody'];

export type SeoTextInput = Schemas['SeoTextBody'];

const imageForm = (field: string, file: File) => {
  const form = new FormData();
  form.append(field, file);
  return form;
};

/** The back office's content (staff only): dictionaries, key facts, static pages, FAQ, hero, SEO. */
export const adminContentApi = (http: HttpClient) => ({
  getDictionaryItems: (query: { type?: DictionaryType; search?: string; page: number; pageSize: number }) =>
    http.get<Page<AdminDictionaryItem>>('/Admin/GetDictionaryItems', query),
  createDictionaryItem: (type: DictionaryType, input: DictionaryItemInput) =>
    http.post<AdminDictionaryItem>('/Admin/CreateDictionaryItem', { type, ...input }),
  updateDictionaryItem: (id: number, input: DictionaryItemInput) =>
    http.post<AdminDictionaryItem>('/Admin/UpdateDictionaryItem', input, { id }),
  /** Answers the confirmation text; 409 while the item is in use. */
  deleteDictionaryItem: (id: number) => http.post<string>('/Admin/DeleteDictionaryItem', undefined, { id }),
  uploadDictionaryIcon: (file: File) =>
    http.postForm<UploadedImageAnswer>('/Admin/UploadDictionaryIcon', imageForm('Icon', file)),

  getKeyFactDefinitions: () => http.get<AdminKeyFactDefinition[]>('/Admin/GetKeyFactDefinitions'),
  createKeyFactDefinition: (input: KeyFactDefinitionInput) =>
    http.post<AdminKeyFactDefinition>('/Admin/CreateKeyFactDefinition', input),
  updateKeyFactDefinition: (id: number, input: KeyFactDefinitionInput) =>
    http.post<AdminKeyFactDefinition>('/Admin/UpdateKeyFactDefinition', input, { id }),
  deleteKeyFactDefinition: (id: number) => http.post<string>('/Admin/DeleteKeyFactDefinition', undefined, { id }),

  getStaticPage: (type: StaticContentType) => http.get<StaticData>('/Admin/GetStaticPage', { type }),
  updateStaticPage: (type: StaticContentType, input: StaticPageInput) =>
    http.post<StaticData>('/Admin/UpdateStaticPage', input, { type }),

  getFaq: () => http.get<AdminFaqItem[]>('/Admin/GetFaq'),
  createFaqItem: (input: FaqItemInput) => http.post<AdminFaqItem>('/Admin/CreateFaqItem', input),
  updateFaqItem: (id: number, input: FaqItemInput) => http.post<AdminFaqItem>('/Admin/UpdateFaqItem', input, { id }),
  deleteFaqItem: (id: number) => http.post<string>('/Admin/DeleteFaqItem', undefined, { id }),
  /** Answers the whole FAQ. */
  reorderFaq: (category: FaqCategory, ids: number[]) =>
    http.post<AdminFaqItem[]>('/Admin/ReorderFaq', { category, ids }),

  getHero: () => http.get<HeroTextImage>('/Admin/GetHero'),
  updateHero: (input: HeroTextImage) => http.post<HeroTextImage>('/Admin/UpdateHero', input),
  uploadHeroImage: (file: File) =>
    http.postForm<UploadedImageAnswer>('/Admin/UploadHeroImage', imageForm('Image', file)),

  getSeoTexts: () => http.get<SeoDetails[]>('/Admin/GetSeoTexts'),
  updateSeoText: (pageKind: SeoPageKind, input: SeoTextInput) =>
    http.post<SeoDetails>('/Admin/UpdateSeoText', input, { pageKind }),
});

export type AdminContentApi = ReturnType<typeof adminContentApi>;
