import { ApiProperty } from '@nestjs/swagger';

/** A one-time view-as link: `url` is `/?tokenId=...`, valid 60 s, single use. */
export class AdminViewAsLink {
  @ApiProperty()
  tokenId: string;
  @ApiProperty()
  url: string;
}
