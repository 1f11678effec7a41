import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));

/** The locale files are imported with `{ with: { type: 'json' } }` (Jest requires the attribute).
 *  The build bundles them, but the dev server serves JSON as JavaScript, which a browser refuses
 *  for a JSON-typed import (vitejs/vite#19095): in dev only, the attribute is dropped. */
const jsonImportAttributesInDev = (): Plugin => ({
  name: 'techboard:json-import-attributes-in-dev',
  apply: 'serve',
  enforce: 'pre',
  transform(code, id) {
    if (!/\.tsx?$/.test(id) || !code.includes('.json')) return null;
    return code.replace(/(import\(\s*['"][^'"]+\.json['"])\s*,\s*\{\s*with:\s*\{\s*type:\s*['"]json['"]\s*\}\s*\}/g, '$1');
  },
});

/** The React client. No @vitejs/plugin-react (it cannot be installed beside Vite 8 here): Vite
 *  compiles TSX itself with oxc, using React's automatic JSX runtime. */
export default defineConfig({
  root: clientRoot,
  publicDir: 'public',
  plugins: [jsonImportAttributesInDev()],
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // Mantine marks its modules "use client", which means nothing in a client-only bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
