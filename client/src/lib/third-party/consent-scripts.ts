import { reaction, type IReactionDisposer } from 'mobx';
import type { CookieConsentStore } from '../../stores/CookieConsentStore';
import type { SiteSettingsStore } from '../../stores/SiteSettingsStore';
import { gtagOf, loadAdsTag, loadTagManager, type GoogleTagWindow } from './google-tags';
import { sha256EmailHex } from './hash-email';

export interface ConsentScriptsOptions {
  cookieConsent: CookieConsentStore;
  siteSettings: SiteSettingsStore;
  /** The page (tests pass jsdom's window). */
  window?: GoogleTagWindow & { location: { pathname: string } };
  subtle?: SubtleCrypto;
}

/**
 * The tag manager and the ads tag, configured on the server (Common/GetSiteSettings), load only
 * once the visitor has accepted cookies, on this visit or an earlier one; Decline or no choice
 * loads nothing. The sign-up conversion goes out the same way, with the e-mail only as a SHA-256.
 */
export class ConsentScripts {
  private loaded = false;

  constructor(private readonly options: ConsentScriptsOptions) {}

  /** The browser's window, asked for only when a tag loads (never during a server render). */
  private get win(): GoogleTagWindow & { location: { pathname: string } } {
    return this.options.window ?? window;
  }

  private get consented(): boolean {
    return this.options.cookieConsent.hasAccepted;
  }

  /** Watches the consent and the settings; answers the function that stops watching. */
  start(): IReactionDisposer {
    return reaction(
      () => this.consented && this.options.siteSettings.settings,
      (settings) => {
        if (settings) this.load(settings.tagManagerId, settings.adsConversionId);
      },
      { fireImmediately: true },
    );
  }

  /** After a successful sign-up: the conversion, when consented and configured. Never throws; without
   *  Web Crypto (an insecure page) nothing is sent, as the plain e-mail never is. */
  async reportSignUp(email: string): Promise<void> {
    const settings = this.options.siteSettings.settings;
    if (!this.consented || !settings?.adsConversionId || !settings.adsConversionLabel) return;
    const subtle = this.options.subtle ?? globalThis.crypto?.subtle;
    if (!subtle) return;
    let hashed: string;
    try {
      hashed = await sha256EmailHex(email, subtle);
    } catch {
      return;
    }
    this.load(settings.tagManagerId, settings.adsConversionId);
    gtagOf(this.win)('event', 'conversion', {
      send_to: `${settings.adsConversionId}/${settings.adsConversionLabel}`,
      user_data: { sha256_email_address: hashed },
      page_path: this.win.location.pathname,
    });
  }

  private load(tagManagerId: string | null, adsConversionId: string | null): void {
    if (this.loaded) return;
    this.loaded = true;
    // A blocked or failed third-party script must not disturb the page.
    if (tagManagerId) loadTagManager(this.win, tagManagerId).catch(() => undefined);
    if (adsConversionId) loadAdsTag(this.win, adsConversionId).catch(() => undefined);
  }
}
