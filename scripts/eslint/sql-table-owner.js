// @ts-check
/**
 * ESLint rule `local/sql-table-owner` (docs/architecture.md, "Rules the linter enforces"): a table
 * named in SQL text under src/modules belongs to the file's own module (./table-owners.js), unless
 * `allowed` there lists the file and table. Another module's tables are reached through the
 * owner's `*.sql.ts`. SQL text is any string or template literal; a table is a name the owner map
 * knows after FROM, JOIN, UPDATE, INSERT INTO, DELETE FROM or USING (and the further tables of a
 * FROM list), so prose and a CTE's or function's name pass. A name interpolated into a template
 * (`FROM ${table}`) cannot be seen.
 */
import { allowed, tableOwners } from './table-owners.js';

/** Where an interpolation stood in a template: no identifier, so it never reads as a table. */
const HOLE = '\u0000';
const NAME = String.raw`(?:public\.)?"?([A-Za-z_][A-Za-z0-9_]*)"?`;
/** An alias after a FROM list's table (not a keyword that ends the list). */
const ALIAS = String.raw`(?:\s+(?:AS\s+)?(?!(?:WHERE|JOIN|LEFT|RIGHT|INNER|FULL|CROSS|ON|USING|GROUP|ORDER|LIMIT|OFFSET|FOR|WINDOW|HAVING|UNION|RETURNING|SET|NATURAL|TABLESAMPLE)\b)[A-Za-z_][A-Za-z0-9_]*)?`;
const TABLE_AFTER_KEYWORD = new RegExp(
  String.raw`\b(FROM|JOIN|USING|UPDATE|INSERT\s+INTO|DELETE\s+FROM)\s+(?:ONLY\s+)?${NAME}${ALIAS}((?:\s*,\s*${NAME}${ALIAS})*)`,
  'g',
);
const LISTED_TABLE = new RegExp(String.raw`,\s*${NAME}`, 'g');
const WRITING = /^(UPDATE|INSERT|DELETE)/;

/**
 * The known tables `sql` names after its keywords (SQL keywords in capitals, as the code writes
 * them), each with whether the statement writes it (UPDATE, INSERT INTO, DELETE FROM).
 * @param {string} sql
 * @returns {{ table: string, write: boolean }[]}
 */
export function tablesNamed(sql) {
  const named = [];
  for (const match of sql.matchAll(TABLE_AFTER_KEYWORD)) {
    const write = WRITING.test(match[1]);
    named.push({ table: match[2], write });
    for (const listed of (match[3] ?? '').matchAll(LISTED_TABLE)) named.push({ table: listed[1], write: false });
  }
  return named.filter(({ table }) => Object.hasOwn(tableOwners, table));
}

/** The file's path from the repository's root (`src/modules/...`), or null outside src/modules. */
function modulePath(filename) {
  const slashed = `/${filename.replaceAll('\\', '/')}`;
  const at = slashed.lastIndexOf('/src/modules/');
  return at < 0 ? null : slashed.slice(at + 1);
}

/** Whether ./table-owners.js's `allowed` lets the file at `path` name the table so.
 *  @param {string} path @param {{ table: string, write: boolean }} use */
function allowedHere(path, { table, write }) {
  return allowed.some(
    (entry) =>
      entry.paths.some((allowedPath) =>
        allowedPath.endsWith('/') ? path.startsWith(allowedPath) : path === allowedPath,
      ) &&
      entry.tables.includes(table) &&
      !(write && entry.readOnly),
  );
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "SQL names only its own module's tables; another module's through the owner's *.sql.ts" },
    schema: [],
    messages: {
      foreignWrite:
        "Table '{{table}}' belongs to the {{owner}} module: write it through {{owner}}'s *.sql.ts (an allowed entry that is readOnly does not cover writes)",
      foreign:
        "Table '{{table}}' belongs to the {{owner}} module: use {{owner}}'s *.sql.ts, or list this file in scripts/eslint/table-owners.js's allowed list with a reason",
    },
  },
  create(context) {
    const path = modulePath(context.filename);
    if (path === null) return {};
    const own = path.split('/')[2];

    /** @param {import('estree').Node} node @param {string} sql */
    function check(node, sql) {
      const reported = new Set();
      for (const use of tablesNamed(sql)) {
        const owner = tableOwners[use.table];
        if (owner === own || reported.has(use.table) || allowedHere(path, use)) continue;
        reported.add(use.table);
        context.report({ node, messageId: use.write ? 'foreignWrite' : 'foreign', data: { table: use.table, owner } });
      }
    }

    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateLiteral(node) {
        check(node, node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(HOLE));
      },
    };
  },
};

export default rule;
