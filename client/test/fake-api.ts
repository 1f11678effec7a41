/** The client's network boundary for tests: a fetch that answers API paths with envelopes, as
 *  the server does, and records every request. Nothing is started. */
export interface FakeAnswer {
  status?: number;
  data?: unknown;
  errors?: Record<string, string[]>;
  /** A file answer (downloads) instead of an envelope. */
  file?: { content: string; type: string; fileName: string };
}

export type FakeRoutes = Record<string, FakeAnswer | ((request: RecordedRequest) => FakeAnswer)>;

export interface RecordedRequest {
  method: string;
  /** Path without the query, e.g. `/api/Common/GetIndexPageCount`. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** A JSON body, parsed. */
  body: unknown;
  /** A multipart body (sign-up, image uploads). */
  form: FormData | undefined;
}

export interface FakeFetch {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  /** The requests to one path (`GET /api/...`). */
  callsTo(route: string): RecordedRequest[];
}

/** The part of a fetch Response the http client reads (jsdom has no Response). */
export function fakeResponse(
  status: number,
  text: string,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
): Response {
  const lower = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => lower.get(name.toLowerCase()) ?? null },
    json: async () => JSON.parse(text),
    text: async () => text,
    blob: async () => new Blob([text], { type: lower.get('content-type') ?? '' }),
  } as unknown as Response;
}

/** Routes are keyed `METHOD /api/Path`; an unknown route answers 404 like the server. */
export function fakeFetch(routes: FakeRoutes): FakeFetch {
  const requests: RecordedRequest[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      form: init.body instanceof FormData ? init.body : undefined,
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const answer =
      typeof route === 'function' ? route(request) : (route ?? { status: 404, errors: { _: ['Not found'] } });
    const status = answer.status ?? 200;
    if (answer.file) {
      return fakeResponse(status, answer.file.content, {
        'Content-Type': answer.file.type,
        'Content-Disposition': `attachment; filename="${answer.file.fileName}"`,
      });
    }
    const ok = status < 400;
    const body = { succeeded: ok, data: ok ? (answer.data ?? null) : null, errors: answer.errors ?? {} };
    return fakeResponse(status, JSON.stringify(body));
  };
  return {
    fetch: fetchImpl as typeof fetch,
    requests,
    callsTo: (route) => requests.filter((r) => `${r.method} ${r.path}` === route),
  };
}
