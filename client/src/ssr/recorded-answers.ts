/**
 * The API answers a server-rendered page was made from, carried in the document so that the
 * browser hydrates the same page without asking the API again (issue 20). The server records
 * every answer its render fetched; the browser replays them, for the same method, address, body
 * and language, until the visitor leaves the first page.
 */
export interface RecordedAnswer {
  /** `GET /api/Vacancy/GetVacancy?id=7 en` (see answerKey). */
  key: string;
  status: number;
  body: string;
}

export { PAGE_DATA_ELEMENT_ID } from '../../../shared/page-data';

/** What the document carries besides the HTML. */
export interface PageData {
  language: 'en' | 'ka';
  /** The site's default language ("EN" or "GE"). */
  defaultLanguage: string;
  answers: RecordedAnswer[];
}

const headerOf = (init: RequestInit | undefined, name: string): string => {
  const headers = new Headers(init?.headers);
  return headers.get(name) ?? '';
};

const answerKey = (input: RequestInfo | URL, init: RequestInit | undefined): string => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '');
  const body = typeof init?.body === 'string' ? ` ${init.body}` : '';
  return `${(init?.method ?? 'GET').toUpperCase()} ${path} ${headerOf(init, 'Accept-Language')}${body}`;
};

/** The calls a fetch has on their way. */
export class PendingCalls {
  private readonly calls = new Set<Promise<unknown>>();

  track<T>(call: Promise<T>): Promise<T> {
    this.calls.add(call);
    void call.finally(() => this.calls.delete(call)).catch(() => undefined);
    return call;
  }

  /** Resolves once no call is on its way, including the calls that answers led to (a store
   *  that loads a second thing once the first is here). */
  async settled(): Promise<void> {
    for (let round = 0; round < 20; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (this.calls.size === 0) return;
      await Promise.allSettled([...this.calls]);
    }
  }
}

/** A fetch that keeps every answer it gets (the server's render) and knows when none is on its
 *  way any more. Only answers to calls without a token are kept: a render is anonymous. */
export class RecordingFetch {
  readonly answers: RecordedAnswer[] = [];
  readonly pending = new PendingCalls();

  constructor(private readonly target: typeof fetch) {}

  readonly fetch: typeof fetch = (input, init) => this.pending.track(this.record(input, init));

  private async record(input: RequestInfo | URL, init: RequestInit | undefined): Promise<Response> {
    const response = await this.target(input, init);
    if (headerOf(init, 'Authorization')) return response;
    const body = await response.text();
    this.answers.push({ key: answerKey(input, init), status: response.status, body });
    return new Response(body, { status: response.status, headers: response.headers });
  }
}

/** A fetch that answers from the document's recorded answers while `active`, else asks `target`. */
export class ReplayingFetch {
  private readonly answers: Map<string, RecordedAnswer>;
  private active = true;
  readonly pending = new PendingCalls();

  constructor(
    answers: RecordedAnswer[],
    private readonly target: typeof fetch,
  ) {
    this.answers = new Map(answers.map((answer) => [answer.key, answer]));
  }

  readonly fetch: typeof fetch = (input, init) => {
    const recorded =
      this.active && !headerOf(init, 'Authorization') ? this.answers.get(answerKey(input, init)) : undefined;
    return this.pending.track(
      recorded
        ? Promise.resolve(
            new Response(recorded.body, { status: recorded.status, headers: { 'Content-Type': 'application/json' } }),
          )
        : this.target(input, init),
    );
  };

  /** The first page is left: from now on every call goes to the network. */
  stop(): void {
    this.active = false;
    this.answers.clear();
  }
}
