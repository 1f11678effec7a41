import type { HttpClient } from './http-client';

/** GET Common/GetSiteSettings: support contacts and the consent-gated third-party scripts' ids
 *  (each null when the site does not use it). */
export interface SiteSettings {
  supportEmail: string;
  supportPhone: string;
  tagManagerId: string | null;
  adsConversionId: string | null;
  adsConversionLabel: string | null;
  chatScriptUrl: string | null;
}

export const siteSettingsApi = (http: HttpClient) => ({
  getSiteSettings: () => http.get<SiteSettings>('/Common/GetSiteSettings'),
});
