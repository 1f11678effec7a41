/** The talent profile's client-side rules (issue 22), with the server's limits and link hosts
 *  (src/modules/users/profile/talent-profile-limits.ts), so that what passes here passes there.
 *  Each rule answers undefined when the value is fine, or the locale key of its message. */
import { isLinkOnHost, PROFILE_LINK_HOSTS, TALENT_PROFILE_LIMITS } from '../../../../shared/talent-profile-limits';
import { profileUrlRule, withScheme } from './company-profile-rules';

export { TALENT_PROFILE_LIMITS };

/** An optional LinkedIn or GitHub link: a valid URL on that site. */
export function profileLinkRule(value: string, site: keyof typeof PROFILE_LINK_HOSTS): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  const problem = profileUrlRule(text, TALENT_PROFILE_LIMITS.url);
  if (problem) return problem;
  return isLinkOnHost(withScheme(text), PROFILE_LINK_HOSTS[site]) ? undefined : `talentProfile.about.errors.${site}`;
}

/** An optional whole amount from 0 to the server's maximum. */
export function salaryRule(value: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  return /^\d+$/.test(text) && Number(text) <= TALENT_PROFILE_LIMITS.salary
    ? undefined
    : 'talentProfile.about.errors.salaryInvalid';
}

export const salaryAmount = (value: string): number | null => (value.trim() ? Number(value.trim()) : null);
