import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { AppConfig } from '../../config/app-config.js';

/** What the client needs to know about the site's contacts and third-party scripts (a class only
 *  so the OpenAPI document describes it). */
export class SiteSettings {
  @ApiProperty()
  supportEmail: string;
  @ApiProperty()
  supportPhone: string;
  @ApiProperty({ type: String, nullable: true })
  tagManagerId: string | null;
  @ApiProperty({ type: String, nullable: true })
  adsConversionId: string | null;
  @ApiProperty({ type: String, nullable: true })
  adsConversionLabel: string | null;
  @ApiProperty({ type: String, nullable: true })
  chatScriptUrl: string | null;
}

/** Site settings come from the configuration only, so they are built once per process. */
@Injectable()
export class SiteSettingsService {
  readonly settings: Readonly<SiteSettings>;

  constructor(config: AppConfig) {
    this.settings = Object.freeze({
      supportEmail: config.support.email,
      supportPhone: config.support.phone,
      ...config.thirdParty,
    });
  }
}
