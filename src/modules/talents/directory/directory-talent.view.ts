import { ApiProperty } from '@nestjs/swagger';
import { AnonymousTalentView } from './anonymous-talent.view.js';

/** Who the talent is: shown to a company only after the talent accepted its invitation. */
export class RevealedTalentView {
  @ApiProperty({ type: String, nullable: true })
  fullName: string | null;
  @ApiProperty()
  email: string;
  @ApiProperty({ type: String, nullable: true })
  phone: string | null;
  @ApiProperty({ type: String, nullable: true })
  linkedinUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  githubUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  portfolioUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  photoUrl: string | null;
  @ApiProperty({ description: 'The application the acceptance made, with the CV, in the applicants list' })
  applicationId: number;
  @ApiProperty({ description: 'The vacancy of that application' })
  vacancyId: number;
}

/** GET Company/GetTalent: the anonymous profile, and who the talent is once they accepted. */
export class DirectoryTalentView extends AnonymousTalentView {
  @ApiProperty({ type: RevealedTalentView, nullable: true })
  revealed: RevealedTalentView | null;
}
