import { ApiProperty } from '@nestjs/swagger';

/** The company a queued or reported item belongs to (or is), enough to name it and link its page. */
export class AdminCompanyRef {
  @ApiProperty()
  id: number;
  @ApiProperty()
  name: string;
  @ApiProperty()
  transformedName: string;
}
