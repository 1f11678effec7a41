import type { AccountKind } from '../../../../shared/enums.js';
import type { Language } from '../../../core/i18n/language.js';

export interface NamedItem {
  id: number;
  name: string;
}

/** GetUserInfo: every field of the spec's auth state that the server knows (point 3). */
export interface AuthInfoView {
  id: number;
  fullName: string | null;
  userType: AccountKind;
  email: string;
  isEmailVerified: boolean;
  isAdmin: boolean;
  viewAs: boolean;
  hasPassword: boolean;
  language: Language;
  profileImageUrl: string | null;
  smallProfileImageUrl: string | null;
  coverImageUrl: string | null;
  experience: NamedItem | null;
  field: NamedItem | null;
  technologies: NamedItem[];
  jobFunctions: NamedItem[];
  tagLine: string | null;
  /** The tagline in Georgian (issue 22). */
  tagLineGe: string | null;
  teamSize: string | null;
  transformedName: string | null;
  companyId: number | null;
  cvUrl: string | null;
  cvFileName: string | null;
  /** An account made by social sign-in that has not yet accepted the terms and privacy policy. */
  needsConsent: boolean;
  /** A talent's profile phone (the application form starts from it); null for companies. */
  phone: string | null;
}
