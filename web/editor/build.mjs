// Bundles the code editor (web/editor/editor.js + CodeMirror 6 from node_modules) into one
// minified classic script, web/editor/out/reconverge-editor.js, which index.html copies into
// dist/ (`data-trunk rel="copy-file"`) and loads `async`. Run by Trunk's pre_build hook
// (Trunk.toml) before every build; offline (esbuild and CodeMirror come from `npm ci`).
// Prints the bundle's size, raw and gzipped.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const outfile = join(here, 'out', 'reconverge-editor.js');
await build({
  entryPoints: [join(here, 'editor.js')],
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2020'],
  legalComments: 'none',
  outfile,
  logLevel: 'warning',
});
const bytes = readFileSync(outfile);
console.log(`editor bundle: ${outfile}: ${bytes.length} bytes, ${gzipSync(bytes, { level: 9 }).length} gzipped`);
