import { seededRandom } from '../../src/database/seed/demo/activity.js';
import type { SiteSample } from '../load/site-sample.js';

/** One request of the steady load, as the client saw it. */
export interface Call {
  kind: string;
  /** Whether answering needs the database (a cached answer can outlive an outage). */
  needsDatabase: boolean;
  startedAt: number;
  endedAt: number;
  /** The HTTP status, or what happened instead. */
  status: number | 'timeout' | 'network error';
  /** A failure answer in the API's shape: {succeeded: false, data: null, errors: {...}} with messages. */
  envelope: boolean;
  /** The request asked for Georgian and the failure's messages are in Georgian script. */
  georgian: boolean | null;
  retryAfter: string | null;
  /** The failure's first message, if any. */
  message: string | null;
}

interface Target {
  kind: string;
  needsDatabase: boolean;
  /** `email`: the account a sign-up creates. */
  request(): { path: string; init: RequestInit; georgian: boolean; email?: string };
}

/** A new talent: the write whose rows must survive the restart. */
export const SIGN_UP_PASSWORD = 'Bench-Pass1!';

const GEORGIAN = /[\u10A0-\u10FF]/;

function isFailureEnvelope(body: unknown): body is { errors: Record<string, string[]> } {
  const envelope = body as { succeeded?: unknown; data?: unknown; errors?: unknown } | null;
  return (
    envelope?.succeeded === false &&
    envelope.data === null &&
    typeof envelope.errors === 'object' &&
    envelope.errors !== null &&
    Object.values(envelope.errors).some(
      (messages) =>
        Array.isArray(messages) && messages.length > 0 && messages.every((m) => typeof m === 'string' && m.length > 0),
    )
  );
}

/**
 * Readers and writers that keep calling the server until stopped, each waiting for its answer
 * (at most `timeoutMs`) before the next call. Readers search, open vacancy pages, ask for the
 * health and the landing counts; writers sign up new talents, and the e-mails of the sign-ups the
 * server confirmed (200) are kept with their time.
 */
export class SteadyLoad {
  readonly calls: Call[] = [];
  readonly confirmedSignUps: { email: string; at: number }[] = [];
  private running = false;
  private loops: Promise<void>[] = [];
  private signUps = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly sample: SiteSample,
    private readonly timeoutMs: number,
  ) {}

  /** Reader i keeps calling kind i (mod the number of kinds): every kind is always being called. */
  start(readers: number, writers: number): void {
    this.running = true;
    const targets = this.readTargets();
    for (let i = 0; i < readers; i++) this.loops.push(this.loop(() => targets[i % targets.length]));
    for (let i = 0; i < writers; i++) this.loops.push(this.loop(() => this.signUpTarget()));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** Signs up `count` talents one after another (before the outage); their e-mails. */
  async signUp(count: number): Promise<string[]> {
    const emails: string[] = [];
    for (let i = 0; i < count; i++) {
      const call = await this.call(this.signUpTarget());
      if (call.status !== 200) throw new Error(`A sign-up before the outage failed: ${call.status}`);
      emails.push(this.confirmedSignUps[this.confirmedSignUps.length - 1].email);
    }
    return emails;
  }

  private async loop(next: () => Target): Promise<void> {
    while (this.running) this.calls.push(await this.call(next()));
  }

  private async call(target: Target): Promise<Call> {
    const { path, init, georgian, email } = target.request();
    const startedAt = Date.now();
    const base = { kind: target.kind, needsDatabase: target.needsDatabase, startedAt };
    try {
      const response = await fetch(`${this.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
      const text = await response.text();
      const endedAt = Date.now();
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        // An HTML page or an empty answer.
      }
      const envelope = isFailureEnvelope(body);
      const messages = isFailureEnvelope(body) ? Object.values(body.errors).flat().join(' ') : '';
      if (response.status === 200 && email) this.confirmedSignUps.push({ email, at: endedAt });
      return {
        ...base,
        endedAt,
        status: response.status,
        envelope,
        georgian: envelope && georgian ? GEORGIAN.test(messages) : null,
        retryAfter: response.headers.get('retry-after'),
        message: isFailureEnvelope(body) ? (Object.values(body.errors).flat()[0] ?? null) : null,
      };
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return {
        ...base,
        endedAt: Date.now(),
        status: timedOut ? 'timeout' : 'network error',
        envelope: false,
        georgian: null,
        retryAfter: null,
        message: null,
      };
    }
  }

  private readTargets(): Target[] {
    const random = seededRandom(11);
    const one = <T>(items: T[]): T => items[Math.floor(random() * items.length)];
    const terms = ['react', 'python', 'developer', 'senior', 'დეველოპერი', 'data', 'devops', 'java'];
    const get = (path: () => string) => () => {
      const georgian = random() < 0.3;
      return { path: path(), init: { headers: { 'Accept-Language': georgian ? 'ka' : 'en' } }, georgian };
    };
    return [
      {
        kind: 'vacancy search',
        needsDatabase: true,
        request: get(() => `/api/Vacancy/SearchVacancies?searchTerm=${encodeURIComponent(one(terms))}`),
      },
      {
        kind: 'smart search',
        needsDatabase: true,
        request: get(() => `/api/Search/GetSmartSearch?SearchTerm=${encodeURIComponent(one(terms))}`),
      },
      {
        kind: 'vacancy page (API)',
        needsDatabase: true,
        request: get(() => `/api/Vacancy/GetVacancy?vacancyId=${one(this.sample.openVacancyIds)}`),
      },
      {
        kind: 'company page (API)',
        needsDatabase: true,
        request: get(
          () => `/api/Company/GetCompanyDetails?companySlug=${encodeURIComponent(one(this.sample.companySlugs))}`,
        ),
      },
      { kind: 'health', needsDatabase: true, request: get(() => '/api/health') },
      {
        kind: 'vacancy page (HTML)',
        needsDatabase: true,
        request: get(() => `/vacancies/${one(this.sample.openVacancyIds)}`),
      },
      // Kept READ_CACHE_SECONDS: may be answered from memory during the outage.
      { kind: 'landing counts (cached)', needsDatabase: false, request: get(() => '/api/Common/GetIndexPageCount') },
    ];
  }

  private signUpTarget(): Target {
    return {
      kind: 'sign-up',
      needsDatabase: true,
      request: () => {
        const georgian = this.signUps % 3 === 0;
        const email = `restart-${process.pid}-${++this.signUps}@bench.example`;
        const form = new FormData();
        form.set('Name', 'Nino Beridze');
        form.set('Email', email);
        form.set('Password', SIGN_UP_PASSWORD);
        form.set('ConfirmPassword', SIGN_UP_PASSWORD);
        form.set('AcceptTerms', 'true');
        form.append('Technologies', String(this.sample.technologyIds[0]));
        return {
          path: '/api/Account/CreateUserAccount',
          init: { method: 'POST', body: form, headers: { 'Accept-Language': georgian ? 'ka' : 'en' } },
          georgian,
          email,
        };
      },
    };
  }
}
