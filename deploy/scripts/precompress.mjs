#!/usr/bin/env node
// Writes <file>.br and <file>.gz next to every compressible file of a built site (default apps/site/dist), for
// nginx's brotli_static and gzip_static. Run after `pnpm -r run build`, before reloading nginx:
//   node deploy/scripts/precompress.mjs apps/site/dist
// A compressed copy is kept only when it is smaller; stale copies of a file that no longer compresses are removed.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|wasm|map|ico|ttf|otf)$/i;
const root = path.resolve(process.argv[2] ?? 'apps/site/dist');
if (!fs.existsSync(root)) {
  console.error(`precompress: ${root} does not exist (build the site first)`);
  process.exit(1);
}
let files = 0;
let raw = 0;
let br = 0;
for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const body = fs.readFileSync(file);
  const outputs = [
    ['.br', zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })],
    ['.gz', zlib.gzipSync(body, { level: 9 })],
  ];
  for (const [ext, out] of outputs) {
    if (out.length < body.length) fs.writeFileSync(file + ext, out);
    else fs.rmSync(file + ext, { force: true });
  }
  files++;
  raw += body.length;
  br += Math.min(outputs[0][1].length, body.length);
}
console.log(`precompress: ${files} files in ${root}, ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB as brotli`);
