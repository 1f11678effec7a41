/** Types of table-owners.js for the TypeScript tests. */
export declare const tableOwners: Record<string, string>;
export interface AllowedUse {
  paths: string[];
  tables: string[];
  readOnly?: boolean;
  why: string;
}
export declare const allowed: AllowedUse[];
