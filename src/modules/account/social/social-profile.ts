export type SocialProvider = 'google' | 'linkedIn';

/** What we take from a provider's OpenID Connect userinfo answer. */
export interface SocialProfile {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  fullName: string;
}

/** Reads the standard OpenID Connect claims (Google and LinkedIn both answer them). */
export function profileFromUserInfo(provider: SocialProvider, claims: Record<string, unknown>): SocialProfile | null {
  const subject = typeof claims.sub === 'string' || typeof claims.sub === 'number' ? String(claims.sub) : null;
  if (!subject) return null;
  const email = typeof claims.email === 'string' && claims.email.includes('@') ? claims.email.trim() : null;
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  const given = typeof claims.given_name === 'string' ? claims.given_name : '';
  const family = typeof claims.family_name === 'string' ? claims.family_name : '';
  const fullName = (typeof claims.name === 'string' && claims.name.trim()) || `${given} ${family}`.trim();
  return { provider, subject, email, emailVerified: verified, fullName: fullName.slice(0, 100) };
}
