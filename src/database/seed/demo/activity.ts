/**
 * Visits to the demo companies' profiles and vacancies over the last weeks, so the company panel's
 * statistics have something to draw. Generated, not listed: a small seeded generator makes the same
 * pattern on every run (the dates follow the seeding moment).
 */

/** The UserActivity pages recorded here. */
export const DemoActivityPage = { CompanyProfile: 4, Vacancy: 5 } as const;
export type DemoActivityPage = (typeof DemoActivityPage)[keyof typeof DemoActivityPage];

export interface DemoActivityRow {
  page: DemoActivityPage;
  companyKey: string;
  /** Set for vacancy visits. */
  vacancyKey: string | null;
  /** Index of a fake visitor; its key is the SHA-256 hex of `demo-visitor-<index>`. */
  visitor: number;
  /** Milliseconds since the epoch. */
  at: number;
}

export interface DemoActivityInput {
  companies: {
    key: string;
    createdDaysAgo: number;
    teamSize: string;
    isVerified: boolean;
    isClaimingNecessary: boolean;
  }[];
  vacancies: { key: string; companyKey: string; publishedDaysAgo: number }[];
  /** The seeding moment, in milliseconds since the epoch. */
  now: number;
  days?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const VISITORS = 3000;
/** Share of visitors who come back later the same day. Always after the 30 minutes within which
 *  AddUserActivity counts a repeat once: rows seeded here are counted as they are. */
const REPEAT_SHARE = 0.06;
/** Weight of each hour of the day (UTC; Georgia is UTC+4): quiet nights, busy working hours and evenings. */
const HOUR_WEIGHTS = [2, 3, 5, 8, 10, 11, 11, 10, 10, 11, 10, 9, 8, 8, 9, 9, 8, 7, 5, 3, 2, 1, 1, 1];
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((sum, w) => sum + w, 0);
/** Profile visits a day by team size, for a verified company; bigger employers draw more people. */
const DAILY_VISITS: Record<string, number> = { '1-10': 3, '11-50': 4.5, '51-200': 6, '201-500': 7.5 };

/** mulberry32: a tiny seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Visits of the last `days` days (60 by default): company profiles from the day they were listed,
 *  vacancies from the day they were published, busier on weekdays and right after a vacancy appears. */
export function demoActivity({ companies, vacancies, now, days = 60 }: DemoActivityInput): DemoActivityRow[] {
  const random = seededRandom(0x7ec4b0a2);
  const between = (min: number, max: number) => min + random() * (max - min);
  const todayStart = Math.floor(now / DAY_MS) * DAY_MS;
  const rows: DemoActivityRow[] = [];

  const hourOfDay = () => {
    let pick = random() * HOUR_TOTAL;
    for (const [hour, weight] of HOUR_WEIGHTS.entries()) {
      pick -= weight;
      if (pick < 0) return hour;
    }
    return 12;
  };
  /** A popular handful of visitors come back often, most come once or twice. */
  const visitor = () => Math.floor(VISITORS * random() ** 2);
  const visits = (
    count: number,
    day: number,
    page: DemoActivityPage,
    companyKey: string,
    vacancyKey: string | null,
    notBefore = 0,
  ) => {
    for (let i = 0; i < count; i++) {
      const at = todayStart - day * DAY_MS + hourOfDay() * HOUR_MS + Math.floor(random() * HOUR_MS);
      if (at > now || at < notBefore) continue;
      const who = visitor();
      rows.push({ page, companyKey, vacancyKey, visitor: who, at });
      if (random() < REPEAT_SHARE) {
        const again = at + Math.floor(between(35, 240) * 60_000);
        if (again <= now) rows.push({ page, companyKey, vacancyKey, visitor: who, at: again });
      }
    }
  };
  const weekday = (day: number) => new Date(todayStart - day * DAY_MS).getUTCDay();
  const weekFactor = (day: number) => ([0, 6].includes(weekday(day)) ? 0.55 : 1);
  const count = (mean: number) => Math.max(0, Math.round(mean * between(0.6, 1.4)));

  for (const company of companies) {
    const standing = company.isClaimingNecessary ? 0.15 : company.isVerified ? 1 : 0.5;
    const popularity = (DAILY_VISITS[company.teamSize] ?? 4) * standing * between(0.85, 1.15);
    const published = vacancies.filter((v) => v.companyKey === company.key).map((v) => v.publishedDaysAgo);
    for (let day = Math.min(days, company.createdDaysAgo) - 1; day >= 0; day--) {
      // Interest grows over the period, and a new vacancy brings people to the profile for a few days.
      const trend = 0.75 + 0.5 * (1 - day / days);
      const buzz = published.some((p) => p >= day && p - day <= 3) ? 1.5 : 1;
      const mean = popularity * trend * buzz * weekFactor(day);
      visits(count(mean), day, DemoActivityPage.CompanyProfile, company.key, null);
    }
  }

  for (const vacancy of vacancies) {
    const peak = between(7, 15);
    const publishedAt = now - vacancy.publishedDaysAgo * DAY_MS;
    for (let day = Math.min(days - 1, vacancy.publishedDaysAgo); day >= 0; day--) {
      const age = vacancy.publishedDaysAgo - day;
      const mean = peak * (0.25 + 0.75 * Math.exp(-age / 6)) * weekFactor(day);
      visits(count(mean), day, DemoActivityPage.Vacancy, vacancy.companyKey, vacancy.key, publishedAt);
    }
  }

  return rows.sort((a, b) => a.at - b.at);
}
