import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { ClientFiles } from './client-files.js';
import { pageRoutes } from './page-routes.js';
import { ServerRenderService } from './server-render.service.js';

/** Where a page kind's stylesheet is served: `/assets/page-styles/<content hash>.css`. */
export const PAGE_STYLES_PATH = '/assets/page-styles/';
/** The app the bootstrap (client/src/main.tsx) imports once a rendered page is painted. */
const APP_MODULE = 'src/start-app.tsx';
/** An address no route has: its modules are the not-found page's. */
const UNKNOWN_PATH = '/page-styles-of/an-unknown-address';

export interface PageStylesheet {
  /** The one stylesheet the page links. */
  href: string;
  /** The build's files it is made of, in the order they apply. */
  parts: string[];
}

/**
 * One stylesheet per page kind, made of the files of the bootstrap, the app and the page's own
 * chunks (Vite writes each chunk's CSS to a file of its own): a page carries only its pages'
 * styles, in one request. Named by its content, so every process of the same build names and
 * serves it alike: a process asked for one it has not made yet makes those of every page kind.
 */
@Injectable()
export class PageStylesheets {
  private readonly texts = new Map<string, string>();
  private allMade?: Promise<void>;

  constructor(
    private readonly files: ClientFiles,
    private readonly serverRender: ServerRenderService,
  ) {}

  /** The stylesheet of a page whose own chunks are `pageModules` (`pages/home/HomePage`). */
  forPage(pageModules: string[]): PageStylesheet {
    const { stylesheets } = this.files.assetsOf([APP_MODULE, ...pageModules.map((module) => `src/${module}.tsx`)]);
    const parts = [...this.files.entryStylesheets(), ...stylesheets];
    const text = parts.map((href) => this.files.stylesheetText(href)).join('\n');
    const hash = createHash('sha256').update(text).digest('base64url').slice(0, 16);
    this.texts.set(hash, text);
    return { href: `${PAGE_STYLES_PATH}${hash}.css`, parts };
  }

  /** Answers GET `PAGE_STYLES_PATH<name>`, for good (the name changes with the content); an
   *  unknown name goes on to the 404. */
  serve(request: Request, response: Response, next: NextFunction): void {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    this.text(request.path.replace(/^\//, '')).then((text) => {
      if (text === null) return next();
      response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      response.type('text/css').send(text);
    }, next);
  }

  /** A stylesheet's text by the name `forPage` gave it; null for a name no page kind has. */
  async text(name: string): Promise<string | null> {
    const hash = /^([\w-]{16})\.css$/.exec(name)?.[1];
    if (!hash) return null;
    if (!this.texts.has(hash)) await this.makeAll();
    return this.texts.get(hash) ?? null;
  }

  private makeAll(): Promise<void> {
    this.allMade ??= this.serverRender.pageModuleSets([...pageRoutes.map((route) => route.path), UNKNOWN_PATH]).then((sets) => {
      for (const modules of sets) this.forPage(modules);
    });
    return this.allMade;
  }
}
