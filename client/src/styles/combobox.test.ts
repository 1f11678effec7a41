import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = fileURLToPath(new URL('..', import.meta.url));
/** Mantine components whose options open in a Popover. */
const COMBOBOXES = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g;
const COMBOBOX_NAMES = new Set(['Select', 'MultiSelect', 'Autocomplete', 'TagsInput', 'Combobox', 'useCombobox']);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

describe('combobox styles', () => {
  it('are imported, Popover with Combobox, by every file that renders a Select, MultiSelect or other Combobox', () => {
    const users = sourceFiles(SOURCE).filter((file) =>
      [...readFileSync(file, 'utf8').matchAll(COMBOBOXES)].some((match) =>
        match[1]!.split(',').some((name) => COMBOBOX_NAMES.has(name.trim().split(/\s+as\s+/)[0]!)),
      ),
    );
    expect(users.length).toBeGreaterThan(5);
    const without = users.filter(
      (file) => !/import '(?:\.\.?\/)+(?:styles\/)?combobox';/.test(readFileSync(file, 'utf8')),
    );
    expect(without.map((file) => relative(SOURCE, file))).toEqual([]);
  });

  it('take Combobox.css and Popover.css from the one module', () => {
    const direct = sourceFiles(SOURCE).filter(
      (file) =>
        !file.endsWith(join('styles', 'combobox.ts')) &&
        /@mantine\/core\/styles\/Combobox\.css/.test(readFileSync(file, 'utf8')),
    );
    expect(direct).toEqual([]);
  });
});
