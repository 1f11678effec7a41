import { ApiProperty } from '@nestjs/swagger';
import type { DataSource, EntityManager } from 'typeorm';
import { AccountKind } from '../../../../shared/enums.js';
import { accountColumn, talentAccountColumns, type TalentAccountRow } from '../../account/account.sql.js';
import { accountLinkedItems, type AccountLinkedItemRow } from '../../account/talent-links.sql.js';
import { OWN_CV_URL } from '../cvs/cv-files.sql.js';
import { loadTalentProfile, ProfileDictionaryRef, TalentProfileView } from './talent-profile.view.js';

/** GET Users/GetFieldsAndExperiences: the choices of the personal-details form, in their order. */
export class FieldsAndExperiencesView {
  @ApiProperty({ type: [ProfileDictionaryRef] })
  fields: ProfileDictionaryRef[];
  @ApiProperty({ type: [ProfileDictionaryRef] })
  experiences: ProfileDictionaryRef[];
}

/** GET Users/GetUserProfileInfo: the talent panel's general information. */
export class UserProfileView {
  @ApiProperty()
  id: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The specification's name for the full name (issue 22); `fullName` stays for the app",
  })
  name: string | null;
  @ApiProperty({ enum: AccountKind, description: "Always a talent's (1): the profile answers talents only" })
  userType: AccountKind;
  @ApiProperty({ type: String, nullable: true })
  fullName: string | null;
  @ApiProperty()
  email: string;
  @ApiProperty()
  isEmailVerified: boolean;
  @ApiProperty({ type: String, nullable: true })
  profileImageUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  smallProfileImageUrl: string | null;
  @ApiProperty({ type: ProfileDictionaryRef, nullable: true })
  field: ProfileDictionaryRef | null;
  @ApiProperty({ type: ProfileDictionaryRef, nullable: true })
  experience: ProfileDictionaryRef | null;
  @ApiProperty({ type: [ProfileDictionaryRef] })
  technologies: ProfileDictionaryRef[];
  @ApiProperty({ type: [ProfileDictionaryRef] })
  jobFunctions: ProfileDictionaryRef[];
  @ApiProperty({ type: String, nullable: true })
  cvFileName: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: '`/api/Users/DownloadCv` when there is a CV (it needs the token: download it through the client)',
  })
  cvUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  cvUploadedAt: string | null;
  @ApiProperty()
  hideNotifications: boolean;
  @ApiProperty({
    type: TalentProfileView,
    description: 'Headline, summary, links, phone, desired salary, work formats, cities, open to offers (issue 22)',
  })
  talentProfile: TalentProfileView;
}

interface ProfileRow extends TalentAccountRow {
  field_id: number | null;
  field_name: string | null;
  field_name_ge: string | null;
  experience_id: number | null;
  experience_name: string | null;
  experience_name_ge: string | null;
  cv_file_name: string | null;
  cv_uploaded_at: Date | string | null;
}

const ref = (id: number | null, name: string | null, nameGe: string | null): ProfileDictionaryRef | null =>
  id === null || name === null ? null : { id: Number(id), name, nameGE: nameGe ?? name };

/** The talent's profile in two queries (the account with its choices and CV, then its technologies and job functions). */
export async function loadUserProfile(
  db: DataSource | EntityManager,
  accountId: number,
): Promise<UserProfileView | null> {
  const [row]: ProfileRow[] = await db.query(
    `SELECT ${talentAccountColumns('a')},
            f.id AS field_id, f.name AS field_name, f.name_ge AS field_name_ge,
            e.id AS experience_id, e.name AS experience_name, e.name_ge AS experience_name_ge,
            cv.file_name AS cv_file_name, cv.uploaded_at AS cv_uploaded_at
       FROM account a
       LEFT JOIN dictionary_item f ON f.id = ${accountColumn('a', 'field_id')}
       LEFT JOIN dictionary_item e ON e.id = ${accountColumn('a', 'experience_id')}
       LEFT JOIN talent_cv cv ON cv.account_id = ${accountColumn('a', 'id')}
      WHERE ${accountColumn('a', 'id')} = $1`,
    [accountId],
  );
  if (!row) return null;
  const links = await accountLinkedItems(db, accountId);
  const linked = (kind: AccountLinkedItemRow['kind']) =>
    links.filter((link) => link.kind === kind).map((link) => ref(link.id, link.name, link.name_ge)!);
  return {
    id: Number(row.id),
    name: row.full_name,
    userType: AccountKind.User,
    fullName: row.full_name,
    email: row.email,
    isEmailVerified: row.is_email_verified,
    profileImageUrl: row.profile_image_url,
    smallProfileImageUrl: row.small_profile_image_url,
    field: ref(row.field_id, row.field_name, row.field_name_ge),
    experience: ref(row.experience_id, row.experience_name, row.experience_name_ge),
    technologies: linked('technology'),
    jobFunctions: linked('jobFunction'),
    cvFileName: row.cv_file_name,
    cvUrl: row.cv_file_name === null ? null : OWN_CV_URL,
    cvUploadedAt: row.cv_uploaded_at === null ? null : new Date(row.cv_uploaded_at).toISOString(),
    hideNotifications: row.hide_notifications,
    talentProfile: await loadTalentProfile(db, accountId),
  };
}
