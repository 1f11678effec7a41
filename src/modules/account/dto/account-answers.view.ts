import { ApiProperty } from '@nestjs/swagger';

/** A new access token (sign-up, sign-in, refresh, password change); the refresh token travels in its cookie. */
export class AccountTokenView {
  @ApiProperty()
  token: string;
}

/** GET Account/ViewAs: the session a one-time link (staff view-as or a Google/LinkedIn sign-in) was exchanged for. */
export class AccountTokenLinkView {
  @ApiProperty()
  token: string;
  @ApiProperty()
  goToProfile: boolean;
  @ApiProperty()
  viewAs: boolean;
}

/** GET Account/CheckUserExist when the e-mail is free (a taken one answers 409). */
export class EmailFreeView {
  @ApiProperty({ enum: [false] })
  exists: false;
}

/** POST Account/UpdateProfileImage: the new image's addresses. */
export class ProfileImageView {
  @ApiProperty()
  profileImageUrl: string;
  @ApiProperty({ type: String, nullable: true })
  smallProfileImageUrl: string | null;
}

/** POST Account/updateCoverImage: the new cover's address. */
export class CoverImageView {
  @ApiProperty()
  coverImageUrl: string;
}

/** GET Account/OAuthProviders: which social sign-ins are configured. */
export class OAuthProvidersView {
  @ApiProperty()
  google: boolean;
  @ApiProperty()
  linkedIn: boolean;
}
