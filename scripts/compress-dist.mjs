// Writes .br and .gz beside each text asset in dist/ (or DIST_DIR) so the server sends them
// precompressed.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(process.env.DIST_DIR ?? path.join(import.meta.dirname, '../dist'));
const TEXT = /\.(js|mjs|css|html|svg|webmanifest|json)$/;

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const p = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(p) : [p];
  });
}

let count = 0;
for (const file of walk(dist).filter((f) => TEXT.test(f))) {
  const source = fs.readFileSync(file);
  if (source.length < 512) continue;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count += 1;
}
console.log(`compressed ${count} files in ${dist}`);
