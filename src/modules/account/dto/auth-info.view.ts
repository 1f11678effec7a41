import { ApiProperty } from '@nestjs/swagger';
import { AccountKind } from '../../../../shared/enums.js';
import type { Language } from '../../../core/i18n/language.js';

/** Classes only so the OpenAPI document (and the client's generated types) describe the answer:
 *  the server builds plain objects of these shapes. */
export class NamedItem {
  @ApiProperty()
  id: number;
  @ApiProperty()
  name: string;
}

/** GetUserInfo: every field of the spec's auth state that the server knows (point 3). */
export class AuthInfoView {
  @ApiProperty()
  id: number;
  @ApiProperty({ type: String, nullable: true })
  fullName: string | null;
  @ApiProperty({ enum: AccountKind })
  userType: AccountKind;
  @ApiProperty()
  email: string;
  @ApiProperty()
  isEmailVerified: boolean;
  @ApiProperty()
  isAdmin: boolean;
  @ApiProperty()
  viewAs: boolean;
  @ApiProperty()
  hasPassword: boolean;
  @ApiProperty({ enum: ['en', 'ka'] })
  language: Language;
  @ApiProperty({ type: String, nullable: true })
  profileImageUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  smallProfileImageUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  coverImageUrl: string | null;
  @ApiProperty({ type: NamedItem, nullable: true })
  experience: NamedItem | null;
  @ApiProperty({ type: NamedItem, nullable: true })
  field: NamedItem | null;
  @ApiProperty({ type: [NamedItem] })
  technologies: NamedItem[];
  @ApiProperty({ type: [NamedItem] })
  jobFunctions: NamedItem[];
  @ApiProperty({ type: String, nullable: true })
  tagLine: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The tagline in Georgian (issue 22)' })
  tagLineGe: string | null;
  @ApiProperty({ type: String, nullable: true })
  teamSize: string | null;
  @ApiProperty({ type: String, nullable: true })
  transformedName: string | null;
  @ApiProperty({ type: Number, nullable: true })
  companyId: number | null;
  @ApiProperty({ type: String, nullable: true })
  cvUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  cvFileName: string | null;
  @ApiProperty({
    description: 'An account made by social sign-in that has not yet accepted the terms and privacy policy',
  })
  needsConsent: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "A talent's profile phone (the application form starts from it); null for companies",
  })
  phone: string | null;
}
