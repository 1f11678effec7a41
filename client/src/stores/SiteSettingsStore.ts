import { makeAutoObservable } from 'mobx';
import type { SiteSettings } from '../api/site-settings';
import { Loadable } from './base/Loadable';

/** Shown until the server's settings arrive (the server's own defaults). */
export const DEFAULT_SUPPORT_EMAIL = 'support@techboard.ge';
export const DEFAULT_SUPPORT_PHONE = '+995 32 2 00 00 00';

/** The site's settings (Common/GetSiteSettings), loaded once at start. */
export class SiteSettingsStore {
  private readonly remote: Loadable<SiteSettings>;

  constructor(getSiteSettings: () => Promise<SiteSettings>) {
    this.remote = new Loadable(getSiteSettings);
    makeAutoObservable<SiteSettingsStore, 'remote'>(this, { remote: false });
  }

  /** Undefined until loaded (or when loading failed). */
  get settings(): SiteSettings | undefined {
    return this.remote.value;
  }

  get isLoaded(): boolean {
    return this.remote.isLoaded;
  }

  get supportEmail(): string {
    return this.settings?.supportEmail ?? DEFAULT_SUPPORT_EMAIL;
  }

  get supportPhone(): string {
    return this.settings?.supportPhone ?? DEFAULT_SUPPORT_PHONE;
  }

  load(): Promise<void> {
    return this.remote.ensureLoaded();
  }
}
