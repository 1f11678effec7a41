import type { HttpClient } from './http-client';
import type { Schemas } from './schemas';

/** The application form (spec point 3): CV is a new file, or UseLastVacancy reuses the talent's last CV. */
export interface ApplicationForm {
  vacancyId: number;
  fullName: string;
  email: string;
  phone: string;
  message: string;
  cv: File | null;
  useLastCv: boolean;
}

/** The multipart body with the spec's field names; the file only when there is one. */
export function applicationFormData(form: ApplicationForm): FormData {
  const data = new FormData();
  data.append('VacancyId', String(form.vacancyId));
  data.append('FullName', form.fullName);
  data.append('Email', form.email);
  data.append('Phone', form.phone);
  if (form.message.trim()) data.append('Message', form.message);
  data.append('UseLastVacancy', String(form.useLastCv && !form.cv));
  if (form.cv) data.append('CV', form.cv);
  return data;
}

/** The talent's saved vacancies: cards, each marked when it no longer takes applications. */
export type SavedVacancyPage = Schemas['SavedVacancyPage'];

export type FavoriteAnswer = Schemas['FavoriteToggle'];

/** A talent's application with where it stands (the user panel). */
export type TalentApplication = Schemas['TalentApplicationItem'];

/** Applying, the talent's CV and favourite vacancies (server: src/modules/application). */
export const applicationApi = (http: HttpClient) => ({
  applyToVacancy: (form: ApplicationForm) => http.postForm<string>('/Users/ApplyToVacancy', applicationFormData(form)),
  uploadCv: (cv: File) => {
    const data = new FormData();
    data.append('CV', cv);
    return http.postForm<string>('/Users/UploadCv', data);
  },
  removeCv: () => http.post<string>('/Users/RemoveCv'),
  addRemoveFavoriteVacancy: (vacancyId: number) =>
    http.post<FavoriteAnswer>('/Users/AddRemoveFavoriteVacancy', undefined, { vacancyId }),
  getFavoriteVacancyIds: () => http.get<number[]>('/Users/getFavoriteVacancyIds'),
  getFavoriteVacancies: (page: number, pageSize = 20) =>
    http.get<SavedVacancyPage>('/Users/getFavoriteVacancies', { page, pageSize }),
  getTalentApplications: (page: number, pageSize = 20) =>
    http.get<{ items: TalentApplication[]; totalCount: number; page: number; pageSize: number }>(
      '/Vacancy/getTalentApplications',
      { page, pageSize },
    ),
});
