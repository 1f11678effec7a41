import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type BuildOptions, defineConfig, type Plugin } from 'vite';

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
    return code.replace(
      /(import\(\s*['"][^'"]+\.json['"])\s*,\s*\{\s*with:\s*\{\s*type:\s*['"]json['"]\s*\}\s*\}/g,
      '$1',
    );
  },
});

/** Mantine marks its modules "use client", which means nothing to a bundle that is not a React
 *  Server Components build (the browser's, the server render's). */
const dropUseClientWarnings: NonNullable<NonNullable<BuildOptions['rolldownOptions']>['onwarn']> = (warning, warn) => {
  if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
};

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;

/** Every file under `dir`, leaving out dot files and folders (.vite/manifest.json). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) =>
        entry.isDirectory() ? filesUnder(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]),
      ),
  );
  return nested.flat();
}

/** Brotli (quality 11) and gzip (level 9) copies of the build's text files, x.js.br and x.js.gz
 *  beside x.js, made once here instead of on every request: the server sends the one the browser
 *  accepts (src/web/precompressed-files.ts). index.html is a template the server fills in. */
const precompressTextFiles = (): Plugin => {
  let outDir = '';
  return {
    name: 'techboard:precompress-text-files',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < 1024) return;
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(content, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
            }),
            promisify(gzip)(content, { level: 9 }),
          ]);
          if (br.length < content.length) await writeFile(`${file}.br`, br);
          if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
};

/** The React client. No @vitejs/plugin-react (it cannot be installed beside Vite 8 here): Vite
 *  compiles TSX itself with oxc, using React's automatic JSX runtime. `vite build --ssr` builds
 *  the same app for the server's render (src/entry-server.tsx → dist/ssr). */
export default defineConfig(({ isSsrBuild, command }) => ({
  root: clientRoot,
  // A list page repeats its cards' class names dozens of times: in a build they are a short hash
  // (the same in the client and server builds), in development the readable default.
  css: command === 'build' ? { modules: { generateScopedName: '_[hash:base64:6]' } } : {},
  publicDir: isSsrBuild ? false : 'public',
  plugins: isSsrBuild ? [] : [jsonImportAttributesInDev(), precompressTextFiles()],
  oxc: { jsx: { runtime: 'automatic' } },
  // The server's render is one bundle with its dependencies inside, built for production: the
  // server loads a few files instead of resolving thousands in node_modules (130 ms instead of
  // 900 ms on this machine), and React renders with its production build whatever NODE_ENV the
  // process runs under (tests included).
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  build: isSsrBuild
    ? {
        outDir: '../dist/ssr',
        emptyOutDir: true,
        target: 'node20',
        rolldownOptions: {
          input: fileURLToPath(new URL('src/entry-server.tsx', import.meta.url)),
          onwarn: dropUseClientWarnings,
        },
      }
    : {
        outDir: '../dist/client',
        emptyOutDir: true,
        target: 'es2022',
        // One stylesheet, linked by index.html: a server-rendered page is styled before any script
        // runs, whichever page it is (the pages' own CSS would otherwise come with their chunks).
        cssCodeSplit: false,
        // .vite/manifest.json: which chunks each page needs, read by the bundle budget (.size-limit.cjs).
        manifest: true,
        rolldownOptions: { onwarn: dropUseClientWarnings },
      },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
