import type { SocialProvider } from '../social/social-profile.js';

/** How the security API names the providers (lower case), and how social_identity stores them. */
export const SIGN_IN_PROVIDERS = {
  google: 'google',
  linkedin: 'linkedIn',
} as const satisfies Record<string, SocialProvider>;

export type SignInProvider = keyof typeof SIGN_IN_PROVIDERS;

export const SIGN_IN_PROVIDER_NAMES = Object.keys(SIGN_IN_PROVIDERS) as SignInProvider[];
