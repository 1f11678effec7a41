import type { ApplicationStatus } from '../../../../shared/enums.js';
import type { CompanySideTalentProfile } from '../../users/profile/talent-profile.view.js';
import type { VacancyListItem } from '../vacancy-list-item.sql.js';
import type { NamedItem } from './talent-technologies.js';

/** One applicant of a vacancy, as the company panel lists them. */
export interface ApplicantItem {
  /** The application's id. */
  id: number;
  vacancyId: number;
  /** The talent's account id (for talent details and saved talents). */
  userId: number;
  fullName: string;
  email: string;
  phone: string;
  status: ApplicationStatus;
  createdAt: Date;
  statusChangedAt: Date;
  cvFileName: string;
  cvUrl: string;
  profileImageUrl: string | null;
  smallProfileImageUrl: string | null;
  technologies: NamedItem[];
  /** The talent's profile as a company may see it (never the desired salary); null: none saved yet. */
  profile: CompanySideTalentProfile | null;
  /** The company saved this talent. */
  isFavorite: boolean;
}

/** One application opened in the company panel. */
export interface ApplicationDetails extends ApplicantItem {
  message: string | null;
  vacancy: { id: number; title: string; titleGE: string | null };
  field: NamedItem | null;
  experience: NamedItem | null;
}

/** A talent's own application, with the vacancy as a card shows it. */
export interface TalentApplicationItem {
  id: number;
  status: ApplicationStatus;
  createdAt: Date;
  statusChangedAt: Date;
  vacancy: VacancyListItem & { isExpired: boolean };
}

/** A vacancy of the company that a talent applied to, with where the application stands. */
export interface AppliedJob {
  applicationId: number;
  vacancyId: number;
  title: string;
  titleGE: string | null;
  status: ApplicationStatus;
  createdAt: Date;
  statusChangedAt: Date;
}

/** A saved talent (favourite applicant) in the company panel. */
export interface SavedTalentItem {
  id: number;
  fullName: string | null;
  email: string;
  profileImageUrl: string | null;
  smallProfileImageUrl: string | null;
  technologies: NamedItem[];
  savedAt: Date;
  applications: AppliedJob[];
}

/** GET Company/GetTalentDetails. */
export interface TalentDetails {
  id: number;
  fullName: string | null;
  email: string;
  phone: string | null;
  profileImageUrl: string | null;
  smallProfileImageUrl: string | null;
  field: NamedItem | null;
  experience: NamedItem | null;
  technologies: NamedItem[];
  profile: CompanySideTalentProfile | null;
  /** The CV of the talent's latest application to this company. */
  cvUrl: string | null;
  cvFileName: string | null;
  isFavorite: boolean;
  appliedJobs: AppliedJob[];
  /** This company's vacancies the talent saved as favourites. */
  savedJobs: { vacancyId: number; title: string; titleGE: string | null }[];
}
