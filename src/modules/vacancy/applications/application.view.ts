import { ApiProperty } from '@nestjs/swagger';
import { ApplicationSource, ApplicationStatus } from '../../../../shared/enums.js';
import { NamedItem } from '../../account/dto/auth-info.view.js';
import { CompanySideTalentProfile } from '../../users/profile/talent-profile.view.js';
import { TalentVacancyCard } from '../vacancy-list-item.sql.js';
import { VacancyFitView } from '../vacancy-fit.view.js';

/** These answers are classes only so the OpenAPI document (and the client's generated types)
 *  describe them: the services build plain objects of these shapes. */

/** One applicant of a vacancy, as the company panel lists them. */
export class ApplicantItem {
  @ApiProperty({ description: "The application's id" })
  id: number;
  @ApiProperty()
  vacancyId: number;
  @ApiProperty({ description: "The talent's account id (for talent details and saved talents)" })
  userId: number;
  @ApiProperty()
  fullName: string;
  @ApiProperty()
  email: string;
  @ApiProperty()
  phone: string;
  @ApiProperty({ enum: ApplicationStatus })
  status: ApplicationStatus;
  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' })
  statusChangedAt: Date;
  @ApiProperty()
  cvFileName: string;
  @ApiProperty()
  cvUrl: string;
  @ApiProperty({ type: String, nullable: true })
  profileImageUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  smallProfileImageUrl: string | null;
  @ApiProperty({ type: [NamedItem] })
  technologies: NamedItem[];
  @ApiProperty({
    type: CompanySideTalentProfile,
    nullable: true,
    description: "The talent's profile as a company may see it (never the desired salary); null: none saved yet",
  })
  profile: CompanySideTalentProfile | null;
  @ApiProperty({ description: 'The company saved this talent' })
  isFavorite: boolean;
  @ApiProperty({
    enum: ApplicationSource,
    description: 'Applied, or accepted the company’s invitation (talent directory)',
  })
  source: ApplicationSource;
  @ApiProperty({
    type: VacancyFitView,
    nullable: true,
    description: 'The vacancy’s technologies the talent has and lacks, as the talent’s profile is now',
  })
  vacancyFit: VacancyFitView | null;
}

/** The vacancy an opened application is for. */
export class ApplicationVacancyRef {
  @ApiProperty()
  id: number;
  @ApiProperty()
  title: string;
  @ApiProperty({ type: String, nullable: true })
  titleGE: string | null;
}

/** One application opened in the company panel. */
export class ApplicationDetails extends ApplicantItem {
  @ApiProperty({ type: String, nullable: true })
  message: string | null;
  @ApiProperty({ type: ApplicationVacancyRef })
  vacancy: ApplicationVacancyRef;
  @ApiProperty({ type: NamedItem, nullable: true })
  field: NamedItem | null;
  @ApiProperty({ type: NamedItem, nullable: true })
  experience: NamedItem | null;
}

/** Where an application stands after UpdateApplicationStatus. */
export class StatusChange {
  @ApiProperty({ description: "The application's id" })
  id: number;
  @ApiProperty({ enum: ApplicationStatus })
  status: ApplicationStatus;
  @ApiProperty({ type: String, format: 'date-time' })
  statusChangedAt: Date;
}

/** A talent's own application, with the vacancy as a card shows it. */
export class TalentApplicationItem {
  @ApiProperty({ description: "The application's id" })
  id: number;
  @ApiProperty({ enum: ApplicationStatus })
  status: ApplicationStatus;
  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' })
  statusChangedAt: Date;
  @ApiProperty({ type: TalentVacancyCard })
  vacancy: TalentVacancyCard;
}

/** A vacancy of the company that a talent applied to, with where the application stands. */
export class AppliedJob {
  @ApiProperty()
  applicationId: number;
  @ApiProperty()
  vacancyId: number;
  @ApiProperty()
  title: string;
  @ApiProperty({ type: String, nullable: true })
  titleGE: string | null;
  @ApiProperty({ enum: ApplicationStatus })
  status: ApplicationStatus;
  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' })
  statusChangedAt: Date;
}

/** A saved talent (favourite applicant) in the company panel. */
export class SavedTalentItem {
  @ApiProperty({ description: "The talent's account id" })
  id: number;
  @ApiProperty({ type: String, nullable: true })
  fullName: string | null;
  @ApiProperty()
  email: string;
  @ApiProperty({ type: String, nullable: true })
  profileImageUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  smallProfileImageUrl: string | null;
  @ApiProperty({ type: [NamedItem] })
  technologies: NamedItem[];
  @ApiProperty({ type: String, format: 'date-time' })
  savedAt: Date;
  @ApiProperty({ type: [AppliedJob] })
  applications: AppliedJob[];
}

/** A vacancy of this company the talent saved as a favourite. */
export class SavedJob {
  @ApiProperty()
  vacancyId: number;
  @ApiProperty()
  title: string;
  @ApiProperty({ type: String, nullable: true })
  titleGE: string | null;
}

/** GET Company/GetTalentDetails. */
export class TalentDetails {
  @ApiProperty({ description: "The talent's account id" })
  id: number;
  @ApiProperty({ type: String, nullable: true })
  fullName: string | null;
  @ApiProperty()
  email: string;
  @ApiProperty({ type: String, nullable: true })
  phone: string | null;
  @ApiProperty({ type: String, nullable: true })
  profileImageUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  smallProfileImageUrl: string | null;
  @ApiProperty({ type: NamedItem, nullable: true })
  field: NamedItem | null;
  @ApiProperty({ type: NamedItem, nullable: true })
  experience: NamedItem | null;
  @ApiProperty({ type: [NamedItem] })
  technologies: NamedItem[];
  @ApiProperty({ type: CompanySideTalentProfile, nullable: true })
  profile: CompanySideTalentProfile | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The CV of the talent's latest application to this company",
  })
  cvUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  cvFileName: string | null;
  @ApiProperty()
  isFavorite: boolean;
  @ApiProperty({ type: [AppliedJob] })
  appliedJobs: AppliedJob[];
  @ApiProperty({ type: [SavedJob], description: "This company's vacancies the talent saved as favourites" })
  savedJobs: SavedJob[];
}

/** Get/UpdateRejectionMailSetting: whether a rejected applicant gets the polite rejection mail. */
export class RejectionMailSettingView {
  @ApiProperty()
  sendRejectionMail: boolean;
}

/** updateUserFavoriteApplicant: whether the company now has the talent saved. */
export class FavoriteApplicantView {
  @ApiProperty({ description: "The talent's account id" })
  userId: number;
  @ApiProperty()
  isFavorite: boolean;
}
