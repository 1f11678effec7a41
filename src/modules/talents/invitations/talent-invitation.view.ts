import { ApiProperty } from '@nestjs/swagger';
import { DeclineReason, InvitationStatus } from '../../../../shared/enums.js';
import { CompanyBadgeView } from '../directory/talent-directory.view.js';

export class InvitationVacancyView {
  @ApiProperty()
  id: number;
  @ApiProperty({ description: 'In the request’s language' })
  title: string;
}

class InvitationView {
  @ApiProperty()
  id: number;
  @ApiProperty({ enum: InvitationStatus })
  status: InvitationStatus;
  @ApiProperty({ type: InvitationVacancyView })
  vacancy: InvitationVacancyView;
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

/** A stored time as the answers write it. */
export const isoTime = (value: Date | string): string => new Date(value).toISOString();
