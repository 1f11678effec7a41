import { ApiProperty } from '@nestjs/swagger';
import { AnonymousTalentView } from './anonymous-talent.view.js';

export class CompanyBadgeView {
  @ApiProperty()
  id: number;
  @ApiProperty()
  name: string;
  @ApiProperty()
  transformedName: string;
  @ApiProperty({ type: String, nullable: true })
  logoUrl: string | null;
}

/** GET Users/GetTalentDirectory: the talent's settings and the profile as companies see it. */
export class TalentDirectoryView {
  @ApiProperty()
  visible: boolean;
  @ApiProperty()
  showSalary: boolean;
  @ApiProperty({ type: Number, nullable: true })
  experienceYears: number | null;
  @ApiProperty({ type: [CompanyBadgeView] })
  hiddenCompanies: CompanyBadgeView[];
  @ApiProperty({ type: AnonymousTalentView, description: 'Exactly what companies see' })
  preview: AnonymousTalentView;
}
