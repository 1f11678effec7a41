// An import resolver (eslint-import-resolver interface 2) for eslint-plugin-boundaries: the server's
// ESM imports name `./file.js` for `./file.ts`; everything else goes to the node resolver.
const { existsSync } = require('node:fs');
const { dirname, resolve } = require('node:path');
const node = require('eslint-import-resolver-node');

exports.interfaceVersion = 2;

exports.resolve = (source, file, config) => {
  if (source.startsWith('.') && /\.js$/.test(source)) {
    for (const extension of ['.ts', '.tsx']) {
      const path = resolve(dirname(file), source.replace(/\.js$/, extension));
      if (existsSync(path)) return { found: true, path };
    }
  }
  return node.resolve(source, file, { extensions: ['.ts', '.tsx', '.js'], ...config });
};
