import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';

/** What the client needs to know about the site's contacts and third-party scripts. */
export interface SiteSettings {
  supportEmail: string;
  supportPhone: string;
  tagManagerId: string | null;
  adsConversionId: string | null;
  adsConversionLabel: string | null;
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
