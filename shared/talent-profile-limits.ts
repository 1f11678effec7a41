/** The limits of the talent profile (issue 22). Plain data with no imports: the server's body
 *  (dto/talent-profile.body.ts) and the client's form (talent-profile-rules.ts) both read it. */
export const TALENT_PROFILE_LIMITS = {
  headline: 120,
  summary: 1000,
  url: 300,
  salary: 10_000_000,
  workLocations: 3,
  cities: 10,
} as const;

/** The hosts a LinkedIn or GitHub link must be on (or a subdomain of). */
export const PROFILE_LINK_HOSTS = { linkedinUrl: 'linkedin.com', githubUrl: 'github.com' } as const;

/** True when `url` parses and its host is `host` or one of its subdomains (www., ge. …). */
export const isLinkOnHost = (url: unknown, host: string): boolean => {
  if (typeof url !== 'string') return false;
  try {
    const { hostname } = new URL(url);
    return hostname === host || hostname.endsWith(`.${host}`);
  } catch {
    return false;
  }
};
