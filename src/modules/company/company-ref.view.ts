import { ApiProperty } from '@nestjs/swagger';

/** A company as other answers name it: enough to show its name and link its page (the back office's
 *  queues and reports, a talent's subscribed companies). */
export class CompanyRef {
  @ApiProperty()
  id: number;
  @ApiProperty()
  name: string;
  @ApiProperty()
  transformedName: string;
}
