/**
 * Runs a group of test files inside one jest test file, so that they share one module registry:
 * jest otherwise loads and compiles the app's ~3,500 modules (or React, Mantine and the client)
 * again for every file, which was a third of an API file's time. Each file's tests and hooks stay
 * in a describe block of their own, named by the file, so a file's `beforeAll`/`afterEach` apply
 * to its own tests only, exactly as when it ran alone. `JEST_EACH_FILE=1` (and `npm run test:api`)
 * runs every file on its own instead. Files named `*.isolated.*` (they replace modules with
 * `jest.unstable_mockModule`) always run on their own. docs/decisions.md, "Test suite speed".
 */
import { readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface FileGroupOptions {
  /** The folders (relative to the repository) whose test files the groups share out. */
  roots: string[];
  /** Which files are test files. */
  pattern: RegExp;
  /** How long a file (its path from the repository) is expected to take, in any unit (by default
   *  its size in bytes), to share the files out evenly. */
  weight?: (file: string, bytes: number) => number;
  /** Runs before each file's tests, so that shared globals (the DOM, storage) are as a new file finds them. */
  beforeFile?: () => void | Promise<void>;
}

const repository = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const groupFileName = /^(.+)-(\d+)\.group\.tsx?$/;

/** Every test file under the roots, with its absolute path. */
export function testFiles(options: FileGroupOptions): string[] {
  return options.roots
    .flatMap((root) =>
      readdirSync(join(repository, root), { recursive: true, encoding: 'utf8' }).map((file) =>
        join(repository, root, file),
      ),
    )
    .filter((file) => options.pattern.test(file) && !file.includes('node_modules'));
}

/** The test files of this group: all files are shared out over the group files beside
 *  `groupFile` (`<name>-<n>.group.ts`), biggest first, each to the lightest group so far. */
export function filesOfGroup(groupFile: string, options: FileGroupOptions): string[] {
  const [, name, index] = groupFileName.exec(basename(groupFile)) ?? [];
  if (!name) throw new Error(`${groupFile} is not named <name>-<n>.group.ts`);
  const groupCount = readdirSync(dirname(groupFile)).filter((file) => groupFileName.exec(file)?.[1] === name).length;
  const files = testFiles(options)
    .filter((file) => !/\.isolated\./.test(file))
    .map((file) => ({
      file,
      weight: (options.weight ?? ((_, bytes) => bytes))(relative(repository, file), statSync(file).size),
    }))
    .sort((a, b) => b.weight - a.weight || a.file.localeCompare(b.file));
  const groups = Array.from({ length: groupCount }, () => ({ weight: 0, files: [] as string[] }));
  for (const { file, weight } of files) {
    const lightest = groups.reduce((min, group) => (group.weight < min.weight ? group : min));
    lightest.weight += weight;
    lightest.files.push(file);
  }
  return groups[Number(index) - 1]?.files.sort() ?? [];
}

interface CircusState {
  currentDescribeBlock: unknown;
}

/** jest-circus keeps the describe block being defined on the test file's global, under a symbol of
 *  its own; a file imported inside our block registers its tests and hooks there. */
function circusState(): CircusState {
  const symbol = Object.getOwnPropertySymbols(globalThis).find((s) => s.description === 'JEST_STATE_SYMBOL');
  const state = symbol && (globalThis as unknown as Record<symbol, CircusState | undefined>)[symbol];
  if (!state) throw new Error('file groups need jest-circus, jest’s default test runner');
  return state;
}

/** Imports `file` with its `describe`, `it` and hooks inside a describe block named after it. */
export async function describeFile(file: string, beforeFile?: () => void | Promise<void>): Promise<void> {
  const state = circusState();
  let block: unknown;
  describe(relative(repository, file), () => {
    block = state.currentDescribeBlock;
  });
  const parent = state.currentDescribeBlock;
  state.currentDescribeBlock = block;
  try {
    if (beforeFile) beforeAll(beforeFile);
    await import(pathToFileURL(file).href);
  } finally {
    state.currentDescribeBlock = parent;
  }
}

/** Defines this group file's tests: every test file of its share, one after the other. */
export async function runFileGroup(groupFileUrl: string, options: FileGroupOptions): Promise<void> {
  for (const file of filesOfGroup(fileURLToPath(groupFileUrl), options)) await describeFile(file, options.beforeFile);
}
