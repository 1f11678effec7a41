import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { OpenAPIObject } from '@nestjs/swagger';

/** The markers in docs/architecture.md between which the route table is written. */
export const ROUTE_TABLE_START = '<!-- route-table:start (npm run docs:routes writes this table) -->';
export const ROUTE_TABLE_END = '<!-- route-table:end -->';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** One API route and the file of the controller that answers it. */
export interface RouteRow {
  method: string;
  path: string;
  controller: string;
  file: string;
}

/** Each controller class of the server (`export class XController`) and the file it is declared in,
 *  relative to `root` (the repository). */
export function controllerFiles(root: string, folder = 'src'): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.controller.ts')) {
        for (const match of readFileSync(path, 'utf8').matchAll(/export class (\w+)/g)) {
          found.set(match[1], relative(root, path));
        }
      }
    }
  };
  walk(join(root, folder));
  return found;
}

/** Every operation of the OpenAPI document with its controller's file (Nest's operation ids are
 *  `ControllerClass_method`), sorted by path and method. */
export function routeRows(document: OpenAPIObject, files: Map<string, string>): RouteRow[] {
  const rows: RouteRow[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const controller = (operation.operationId ?? '').split('_')[0];
      const file = files.get(controller);
      if (!file) throw new Error(`No controller file for ${method.toUpperCase()} ${path} (${operation.operationId})`);
      rows.push({ method: method.toUpperCase(), path, controller, file });
    }
  }
  return rows.sort((a, b) => a.path.localeCompare(b.path, 'en') || a.method.localeCompare(b.method, 'en'));
}

/** The rows as a Markdown table. */
export function renderRouteTable(rows: RouteRow[]): string {
  const lines = ['| Route | Controller | File |', '| --- | --- | --- |'];
  for (const row of rows) lines.push(`| \`${row.method} ${row.path}\` | ${row.controller} | \`${row.file}\` |`);
  return lines.join('\n');
}

/** The document with the table put between the markers (which must be there). */
export function withRouteTable(markdown: string, table: string): string {
  const start = markdown.indexOf(ROUTE_TABLE_START);
  const end = markdown.indexOf(ROUTE_TABLE_END);
  if (start < 0 || end < start) throw new Error(`The route table's markers are missing: ${ROUTE_TABLE_START}`);
  return `${markdown.slice(0, start + ROUTE_TABLE_START.length)}\n\n${table}\n\n${markdown.slice(end)}`;
}
