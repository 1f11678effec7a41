import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { AddressInfo } from 'node:net';
import type { PathLanguage } from '../../shared/language-paths.js';
import { INTERNAL_CALL_HEADER, INTERNAL_CALL_TOKEN } from '../core/logging/internal-calls.js';
import { projectRoot } from './client-files.js';

/** What client/src/entry-server.tsx exports (its build, dist/ssr/entry-server.js). */
interface ServerEntry {
  render(request: {
    url: string;
    language: PathLanguage;
    defaultLanguage: string;
    siteUrl: string;
    fetch: typeof fetch;
  }): Promise<{
    html: string;
    data: unknown;
    timings: { data: number; render: number };
  }>;
  mantineHeadStyles(): string;
}

/** A render's API call that takes longer leaves the page to the browser. */
const CALL_TIMEOUT_MS = 5000;

export interface ServerRenderedApp {
  html: string;
  data: unknown;
  /** `<style>` elements for the head (the UI library's theme variables). */
  headStyles: string;
  /** Milliseconds waiting for the page's data and drawing it. */
  timings: { data: number; render: number };
}

/**
 * Renders a page's React app on the server (issue 20) with the build of client/src/entry-server.tsx.
 * The app's API calls go to this process's own port over loopback: the same routes, guards and
 * caches as a browser's calls.
 */
@Injectable()
export class ServerRenderService {
  private readonly logger = new Logger('ServerRender');
  private entry?: Promise<ServerEntry | null>;
  private readonly entryFile = join(projectRoot, 'dist/ssr/entry-server.js');

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** The app's markup and data for a page; null without a server build (the browser renders it). */
  async render(
    url: string,
    language: PathLanguage,
    defaultLanguage: string,
    siteUrl: string,
  ): Promise<ServerRenderedApp | null> {
    const entry = await this.loadEntry();
    if (!entry) return null;
    try {
      const app = await entry.render({ url, language, defaultLanguage, siteUrl, fetch: this.inProcessFetch });
      return { ...app, headStyles: entry.mantineHeadStyles() };
    } catch (error) {
      // The page still works: the browser renders it, as before server rendering.
      this.logger.error(`Server render of ${url} failed: ${(error as Error).stack ?? String(error)}`);
      return null;
    }
  }

  private loadEntry(): Promise<ServerEntry | null> {
    this.entry ??= existsSync(this.entryFile)
      ? (import(pathToFileURL(this.entryFile).href) as Promise<ServerEntry>)
      : Promise.resolve(null).then(() => {
          this.logger.warn(
            `No server build at ${this.entryFile}: pages are rendered by the browser (npm run build:ssr)`,
          );
          return null;
        });
    return this.entry;
  }

  /** The process's own API over loopback: whichever port it listens on (tests' included). */
  private readonly inProcessFetch: typeof fetch = (input, init) => {
    const path =
      typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const address = this.adapterHost.httpAdapter.getHttpServer().address() as AddressInfo | string | null;
    if (!address || typeof address === 'string')
      return Promise.reject(new Error('The server is not listening on a TCP port'));
    const host =
      address.family === 'IPv6'
        ? `[${address.address === '::' ? '::1' : address.address}]`
        : address.address === '0.0.0.0'
          ? '127.0.0.1'
          : address.address;
    const headers = new Headers(init?.headers);
    headers.set(INTERNAL_CALL_HEADER, INTERNAL_CALL_TOKEN);
    // Over loopback, compressing an answer only to inflate it again is CPU spent twice for nothing.
    headers.set('Accept-Encoding', 'identity');
    return fetch(`http://${host}:${address.port}${path}`, {
      ...init,
      headers,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  };
}
