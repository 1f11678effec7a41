import type { Currency, VacancyCallToAction } from '../enums.js';

/**
 * What the head of a vacancy page needs, for a vacancy the public may see: the server's (page-heads/vacancy-head.ts,
 * page-heads/job-posting.ts) and the one the client writes after in-app navigation (client/src/lib/head/).
 * Types only, and none of the server's: the client imports this file too.
 */
export interface VacancyPageFacts {
  id: number;
  title: string;
  titleGe: string | null;
  descriptionEn: unknown;
  descriptionGe: unknown;
  /** Open: indexable, with a JobPosting. Otherwise ended or past its deadline. */
  isOpen: boolean;
  publishedAt: Date | null;
  deadline: Date | null;
  updatedAt: Date;
  /** The dictionary keys that decide the JobPosting's employment type and location. */
  employmentTypeKey: string | null;
  workLocationKey: string | null;
  city: { name: string; nameGe: string } | null;
  /** The salary when the company shows it (a VacancySalary). */
  salary: { min: number | null; max: number | null; currency: Currency } | null;
  callToAction: VacancyCallToAction;
  company: { id: number; name: string; transformedName: string; profileImageUrl: string | null };
}
