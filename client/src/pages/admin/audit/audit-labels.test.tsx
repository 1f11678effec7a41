import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen, within } from '@testing-library/react';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '../../../../../shared/audit-actions';
import type { AuditRow } from '../../../api/admin-dashboard';
import { adminInfo, signedInAs } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { readableCode } from './audit-labels';

const texts = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../../i18n/${locale}.account.json`, import.meta.url), 'utf8'));
const at = (tree: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      tree,
    );

const SERVER = fileURLToPath(new URL('../../../../../src', import.meta.url));
function serverSources(dir = SERVER): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return serverSources(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('the audit log’s names (issue 22)', () => {
  it.each(['en-US', 'ka-GE'])(
    '%s names every action the server can write and every kind of thing it acts on',
    (locale) => {
      const tree = texts(locale);
      const unnamed = AUDIT_ACTIONS.filter((action) => typeof at(tree, `adminAudit.actions.${action}`) !== 'string');
      const untyped = AUDIT_TARGET_TYPES.filter((type) => typeof at(tree, `adminAudit.targets.${type}`) !== 'string');
      expect({ unnamed, untyped }).toEqual({ unnamed: [], untyped: [] });
    },
  );

  it('lists every action the server writes (the literals beside `action:` and the report decisions)', () => {
    const written = new Set<string>();
    for (const file of serverSources()) {
      const source = readFileSync(file, 'utf8');
      if (!source.includes('audit.record(')) continue;
      for (const [, expression] of source.matchAll(/\baction: ([^,}\n]+)/g)) {
        for (const [, literal] of expression!.matchAll(/'([^']+)'/g)) written.add(literal!);
      }
      for (const [, literal] of source.matchAll(/this\.resolve\([^;]*?'([a-zA-Z]+\.[a-zA-Z]+)'/g))
        written.add(literal!);
    }
    expect(written.size).toBeGreaterThan(20);
    expect([...written].filter((action) => !(AUDIT_ACTIONS as readonly string[]).includes(action))).toEqual([]);
  });

  it('reads an unknown code as words', () => {
    expect(readableCode('someArea.somethingNew')).toBe('Some area · something new');
    expect(readableCode('company_claim')).toBe('Company claim');
    expect(readableCode('reviews.approve')).toBe('Reviews · approve');
  });

  it('shows the rows in Georgian without a raw key', async () => {
    localStorage.setItem('lang', 'ka-GE');
    const row: AuditRow = {
      id: 1,
      createdAt: '2026-03-05T10:00:00Z',
      actor: { id: 1, name: 'Staff Member', email: 'staff@techboard.ge' },
      action: 'reviews.approve',
      targetType: 'company_review',
      targetId: 7,
      before: null,
      after: null,
    };
    await renderApp('/admin?tab=audit', {
      routes: {
        ...signedInAs(adminInfo),
        'GET /api/Admin/GetAuditLog': { data: { items: [row], totalCount: 1, page: 1, pageSize: 20 } },
      },
    });
    const [item] = await screen.findAllByRole('listitem');
    expect(within(item!).getByText('შეფასება დამტკიცდა')).toBeInTheDocument();
    expect(item).toHaveTextContent('შეფასება №7');
    expect(item).not.toHaveTextContent('reviews.approve');
    expect(item).not.toHaveTextContent('company_review');
  });
});
