import type { Rule } from 'eslint';

/** Types of sql-table-owner.js for the TypeScript tests. */
export declare function tablesNamed(sql: string): { table: string; write: boolean }[];
declare const rule: Rule.RuleModule;
export default rule;
