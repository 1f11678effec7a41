import { ApiError, type ErrorMap } from './api-error';

export type ApiLanguage = 'en' | 'ka';
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue>;

interface Envelope<T> {
  succeeded: boolean;
  data: T | null;
  errors: ErrorMap;
}

export interface HttpClientOptions {
  /** The language sent as `Accept-Language`, read at every call. */
  language: () => ApiLanguage;
  fetch?: typeof fetch;
  baseUrl?: string;
  /** Where the access token is kept (under `token`). */
  storage?: Storage;
  /** Reloads the page after the 401 dance. */
  reload?: () => void;
  /** Told when the token could not be refreshed (the spec tracks the failure). */
  onRefreshFailed?: () => void;
  /** False while calls must go without the token (a server-rendered page not hydrated yet). */
  withToken?: () => boolean;
  /** Told of every call, answer read included (a server render waits for them all). */
  track?: <T>(call: Promise<T>) => Promise<T>;
}

export const TOKEN_KEY = 'token';
const REFRESH_PATH = '/Account/RefreshToken';

const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  typeof body === 'object' && body !== null && 'succeeded' in body;

/** Appends query values; arrays repeat the key (`dictionaryType=8&dictionaryType=9`). */
export function buildQuery(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The one way the client talks to the API: bearer token, Accept-Language, envelope unwrapped,
 *  failures as ApiError, and the spec's 401 dance (point 7). */
export class HttpClient {
  private readonly fetchImpl: typeof fetch;
  private readonly baseUrl: string;
  private readonly storage: Storage;
  /** The token whose session a sign-out is ending (see endingSession). */
  private endingToken: string | null = null;

  constructor(private readonly options: HttpClientOptions) {
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.baseUrl = options.baseUrl ?? '/api';
    this.storage = options.storage ?? window.localStorage;
  }

  get<T>(path: string, query?: Query): Promise<T> {
    return this.request<T>('GET', path, { query });
  }

  post<T>(path: string, body?: unknown, query?: Query): Promise<T> {
    return this.request<T>('POST', path, { body, query });
  }

  /** A multipart/form-data POST (files); the browser writes the Content-Type with its boundary. */
  postForm<T>(path: string, form: FormData, query?: Query): Promise<T> {
    return this.request<T>('POST', path, { body: form, query });
  }

  /** A file answer (CV, zip): the bytes and the name from `Content-Disposition`; an error answer
   *  is an envelope like any other and throws ApiError. */
  async download(
    method: 'GET' | 'POST',
    path: string,
    { query, body }: { query?: Query; body?: unknown } = {},
  ): Promise<DownloadedFile> {
    const { response } = await this.exchange(method, path, { query, body }, '*/*');
    const type = response.headers.get('Content-Type') ?? '';
    if (!response.ok || type.includes('application/json')) {
      await this.unwrap<unknown>(response);
      throw new ApiError(response.status || 0);
    }
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
  }

  /** A call that ends the session of the stored token (signing out): calls of that token that
   *  fail with 401 meanwhile are its end, not an expiry, so they refresh and reload nothing. */
  async endingSession<T>(call: () => Promise<T>): Promise<T> {
    const token = this.storage.getItem(TOKEN_KEY);
    this.endingToken = token;
    return call();
  }

  request<T>(method: string, path: string, { query, body }: { query?: Query; body?: unknown } = {}): Promise<T> {
    const call = this.exchange(method, path, { query, body }, 'application/json').then(({ response }) =>
      this.unwrap<T>(response),
    );
    return this.options.track ? this.options.track(call) : call;
  }

  /** Sends one request with the token and language; a 401 runs the refresh dance. */
  private async exchange(
    method: string,
    path: string,
    { query, body }: { query?: Query; body?: unknown },
    accept: string,
  ): Promise<{ response: Response }> {
    const token = this.options.withToken?.() === false ? null : this.storage.getItem(TOKEN_KEY);
    const headers: Record<string, string> = {
      Accept: accept,
      'Accept-Language': this.options.language(),
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

    const response = await this.send(`${this.baseUrl}${path}${buildQuery(query)}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    if (response.status === 401 && token && this.storage.getItem(TOKEN_KEY) === token && token !== this.endingToken) {
      await this.refreshAndReload(token);
    }
    return { response };
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetchImpl(url, { credentials: 'same-origin', ...init });
    } catch (error) {
      throw new ApiError(0, {}, error instanceof Error ? error.message : 'Network error');
    }
  }

  private async unwrap<T>(response: Response): Promise<T> {
    const body: unknown = await response.json().catch(() => undefined);
    if (!isEnvelope(body)) throw new ApiError(response.status || 0);
    if (!response.ok || !body.succeeded) throw new ApiError(response.status, body.errors ?? {});
    return body.data as T;
  }

  /** Spec point 7: drop the token, ask for a new one with the old, store it and reload; on
   *  failure the token stays removed and the page reloads all the same. */
  private async refreshAndReload(expiredToken: string): Promise<void> {
    this.storage.removeItem(TOKEN_KEY);
    try {
      const response = await this.send(`${this.baseUrl}${REFRESH_PATH}`, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'Accept-Language': this.options.language(),
        },
        body: JSON.stringify({ Token: expiredToken }),
      });
      const fresh = readToken(await this.unwrap<unknown>(response));
      if (!fresh) throw new ApiError(response.status);
      this.storage.setItem(TOKEN_KEY, fresh);
    } catch {
      this.storage.removeItem(TOKEN_KEY);
      this.options.onRefreshFailed?.();
    }
    (this.options.reload ?? (() => window.location.reload()))();
  }
}

export interface DownloadedFile {
  blob: Blob;
  /** From `Content-Disposition` (`filename*` first), else empty. */
  fileName: string;
}

/** The file name of a `Content-Disposition` header. */
export function fileNameOf(disposition: string | null): string {
  if (!disposition) return '';
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain ? plain[1].trim() : '';
}

/** The refresh answer is the token itself, or an object holding it. */
function readToken(data: unknown): string | undefined {
  if (typeof data === 'string') return data || undefined;
  if (typeof data === 'object' && data !== null) {
    const { token, accessToken } = data as { token?: unknown; accessToken?: unknown };
    if (typeof token === 'string') return token;
    if (typeof accessToken === 'string') return accessToken;
  }
  return undefined;
}
