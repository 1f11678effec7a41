import type { Currency } from '../../core/domain/enums.js';
import { type CompanyListItem, toCompanyListItem } from '../company/company-list-item.js';
import type { Vacancy } from './entities/vacancy.entity.js';

/** A vacancy as a list card shows it. The salary is there only when the company shows it. */
export interface VacancyListItem {
  id: number;
  title: string;
  titleGE: string | null;
  publishDate: Date | null;
  deadline: Date | null;
  city: { id: number; name: string; nameGE: string } | null;
  salary: { min: number | null; max: number | null; currency: Currency } | null;
  company: CompanyListItem;
}

/** `vacancy` must come with its company and city joined. */
export const toVacancyListItem = (vacancy: Vacancy): VacancyListItem => ({
  id: vacancy.id,
  title: vacancy.title,
  titleGE: vacancy.titleGe,
  publishDate: vacancy.publishedAt,
  deadline: vacancy.deadline,
  city: vacancy.city ? { id: vacancy.city.id, name: vacancy.city.name, nameGE: vacancy.city.nameGe } : null,
  salary: vacancy.showSalary
    ? { min: vacancy.salaryMin, max: vacancy.salaryMax, currency: vacancy.currency }
    : null,
  company: toCompanyListItem(vacancy.company),
});
