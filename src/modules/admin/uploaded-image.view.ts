import { ApiProperty } from '@nestjs/swagger';

/** What the back office's image uploads answer (a blog cover, a dictionary icon, a hero image):
 *  the stored image's address, for the field of the form that uploaded it. */
export class UploadedImageView {
  @ApiProperty({ description: "The stored image's address" })
  url: string;
}
