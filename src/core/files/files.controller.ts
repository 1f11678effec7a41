import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../auth/public.decorator.js';
import { RawResponse } from '../envelope/raw-response.decorator.js';
import { ImageUploadService } from './image-upload.service.js';

/** A year: an image's name is a random id and its bytes never change, a new upload gets a new name. */
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

@ApiTags('Files')
@Controller('Files')
export class FilesController {
  constructor(private readonly images: ImageUploadService) {}

  @Public()
  @RawResponse()
  @Get('Images/:name')
  @ApiOperation({ summary: 'A stored profile image, logo or cover (WebP); 404 envelope for an unknown name' })
  @ApiProduces('image/webp')
  async image(@Param('name') name: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const file = await this.images.openImage(name);
    // Set here, not with @Header(): a 404 must not be cached for a year. The images are public and
    // may be shown by other sites and mail readers, so helmet's same-origin resource policy is lifted.
    // An attachment still shows in an <img>; opened by itself it is downloaded, never rendered as a page.
    response.set({
      'Cache-Control': IMAGE_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Content-Disposition': `attachment; filename="${name}"`,
    });
    return new StreamableFile(file.stream, { type: 'image/webp', length: file.size });
  }
}
