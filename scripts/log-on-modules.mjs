/**
 * What the log-on page is made of: every module of the chunks it loads (the entry and the stage 1
 * route, as scripts/bundle-size.mjs counts them), each minified and gzipped on its own, largest
 * first, by package (default) or by file (--files). A module gzipped alone compresses worse than in
 * its chunk, so the figures add up to more than the page: read them as shares, not as the total.
 * Run: node scripts/log-on-modules.mjs [--files] [--top N]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { minifySync } from 'rolldown/utils';
import { bundleSizes, kib } from './bundle-size.mjs';

const byFile = process.argv.includes('--files');
const topAt = process.argv.indexOf('--top');
const top = topAt > 0 ? Number(process.argv[topAt + 1]) : 40;

const outDir = mkdtempSync(join(tmpdir(), 'log-on-modules-'));
const modulesByFile = new Map();
process.env.NODE_ENV = 'production';
try {
  await build({
    mode: 'production',
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, manifest: true, reportCompressedSize: false },
    plugins: [
      {
        name: 'record-chunk-modules',
        generateBundle(_options, bundle) {
          for (const out of Object.values(bundle)) if (out.type === 'chunk') modulesByFile.set(out.fileName, out.modules);
        },
      },
    ],
  });
  const sizes = bundleSizes(outDir);
  const groups = new Map();
  for (const { file } of sizes.logOnPageFiles) {
    for (const [id, module] of Object.entries(modulesByFile.get(file) ?? {})) {
      if (!module.code) continue;
      const name = id.includes('node_modules/')
        ? id.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1')
        : byFile
          ? relative(process.cwd(), id.split('?')[0])
          : relative(process.cwd(), id).split('/').slice(0, 3).join('/');
      const minified = minifySync(id.replace(/\?.*$/, '').replace(/\.[jt]sx?$/, '') + '.js', module.code, { module: true, compress: false, mangle: { toplevel: true } }).code;
      const group = groups.get(name) ?? { name, code: [] };
      group.code.push(minified);
      groups.set(name, group);
    }
  }
  const rows = [...groups.values()]
    .map((g) => ({ name: g.name, bytes: gzipSync(g.code.join('\n'), { level: 9 }).length }))
    .sort((a, b) => b.bytes - a.bytes);
  console.log(`\nThe log-on page: ${kib(sizes.logOnPageBytes)} gzipped in ${sizes.logOnPageFiles.length} files; its modules by ${byFile ? 'file' : 'package or folder'}, each gzipped alone:`);
  for (const r of rows.slice(0, top)) console.log(`  ${kib(r.bytes).padStart(10)}  ${r.name}`);
  if (rows.length > top) console.log(`  ... ${rows.length - top} more (--top N)`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
