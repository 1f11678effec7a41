import { ApiProperty } from '@nestjs/swagger';
import { DeclineReason, InvitationStatus } from '../../../../shared/enums.js';
import { NamedItem } from '../../account/dto/auth-info.view.js';
import { CompanyBadgeView } from '../directory/talent-directory.view.js';

class InvitationView {
  @ApiProperty()
  id: number;
  @ApiProperty({ enum: InvitationStatus })
  status: InvitationStatus;
  @ApiProperty({ type: NamedItem, description: 'The vacancy (its title in the request’s language)' })
  vacancy: NamedItem;
  @ApiProperty()
  message: string;
  @ApiProperty()
  createdAt: string;
  @ApiProperty()
  expiresAt: string;
  @ApiProperty({ type: String, nullable: true })
  respondedAt: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The application an acceptance made' })
  applicationId: number | null;
}

/** An invitation as the talent sees it. */
export class TalentInvitationView extends InvitationView {
  @ApiProperty({ type: CompanyBadgeView })
  company: CompanyBadgeView;
  @ApiProperty({ enum: DeclineReason, nullable: true })
  declineReason: DeclineReason | null;
}

/** An invitation as the company sees it: a declined one says only that (no reason). */
export class CompanyInvitationView extends InvitationView {
  @ApiProperty({ description: 'The profile’s public id' })
  talentId: string;
  @ApiProperty({ type: String, nullable: true })
  headline: string | null;
}

export class InvitationSuspensionView {
  @ApiProperty()
  companyId: number;
  @ApiProperty()
  suspended: boolean;
}
