import { makeAutoObservable } from 'mobx';
import {
  COOKIE_BANNER_HIDDEN_FOR_SESSION_KEY as HIDDEN_FOR_SESSION_KEY,
  COOKIE_CONSENT_KEY,
} from '../../../shared/cookie-banner-state';

export { COOKIE_CONSENT_KEY };

export type CookieChoice = 'accept' | 'decline';

const isChoice = (value: string | null): value is CookieChoice => value === 'accept' || value === 'decline';

/** Spec point 4: the cookie banner shows until a choice is stored; Accept or Decline stores it
 *  for good, the toggler hides the banner for this browser session only. */
export class CookieConsentStore {
  choice: CookieChoice | undefined;
  hiddenForSession: boolean;

  constructor(
    private readonly storage: Storage,
    private readonly sessionStorage: Storage,
  ) {
    const stored = storage.getItem(COOKIE_CONSENT_KEY);
    this.choice = isChoice(stored) ? stored : undefined;
    this.hiddenForSession = sessionStorage.getItem(HIDDEN_FOR_SESSION_KEY) === 'true';
    makeAutoObservable<CookieConsentStore, 'storage' | 'sessionStorage'>(this, {
      storage: false,
      sessionStorage: false,
    });
  }

  /** Third-party scripts (tag manager, ads) may load only then. */
  get hasAccepted(): boolean {
    return this.choice === 'accept';
  }

  get isBannerVisible(): boolean {
    return this.choice === undefined && !this.hiddenForSession;
  }

  choose(choice: CookieChoice): void {
    this.storage.setItem(COOKIE_CONSENT_KEY, choice);
    this.choice = choice;
  }

  hideForSession(): void {
    this.sessionStorage.setItem(HIDDEN_FOR_SESSION_KEY, 'true');
    this.hiddenForSession = true;
  }
}
