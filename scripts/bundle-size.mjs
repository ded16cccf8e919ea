/** Gzipped JavaScript per route, read from Vite's manifest. Shared by the build report and the benchmark. */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

/** A content hash in a file name ('UsernamePage-B9jWMvfk.js'): rolldown's 8 characters before the extension. */
// Seven hex digits for chunks, eight for assets (vite.config.ts).
const fileHash = /-([\w-]{7,8})\.(js|css)\b/g;

/**
 * `hashFree`: every content hash in a file's text is replaced by a fixed string of the same length
 * before gzip. Raw bytes are unchanged; only the compressibility of the random hash characters goes,
 * so two builds that differ only in a chunk's hash (e.g. the area registry's) measure the same.
 */
export function bundleSizes(distDir, { hashFree = false } = {}) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const gz = new Map();
  const gzipOf = (file) => {
    if (!gz.has(file)) {
      const text = readFileSync(join(distDir, file));
      const body = hashFree ? Buffer.from(text.toString('utf8').replace(fileHash, (_m, hash, ext) => `-${'#'.repeat(hash.length)}.${ext}`)) : text;
      gz.set(file, gzipSync(body, { level: 9 }).length);
    }
    return gz.get(file);
  };
  const closure = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return seen;
    seen.add(key);
    for (const imp of chunk.imports ?? []) closure(imp, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entrySet = closure(entryKey);
  const sum = (keys) => [...keys].reduce((n, k) => n + (manifest[k].file.endsWith('.js') ? gzipOf(manifest[k].file) : 0), 0);
  const entryBytes = sum(entrySet);
  const routes = Object.keys(manifest)
    .filter((k) => manifest[k].isDynamicEntry)
    .map((k) => {
      const added = [...closure(k)].filter((c) => !entrySet.has(c));
      return { route: k.replace(/^src\//, ''), addedBytes: sum(added), added };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  // The log-on page is the shell plus the username (stage 1) route.
  const logOnRoute = routes.find((r) => /auth\/.*Username/i.test(r.route));
  const logOnPageKeys = [...entrySet, ...(logOnRoute?.added ?? [])];
  /** Each JS file the log-on page loads, with its gzipped size: what a growing page grew by. */
  const logOnPageFiles = logOnPageKeys
    .filter((k) => manifest[k].file.endsWith('.js'))
    .map((k) => ({ key: k, file: manifest[k].file, bytes: gzipOf(manifest[k].file) }));
  return {
    entryBytes,
    logOnPageBytes: entryBytes + (logOnRoute?.addedBytes ?? 0),
    logOnPageFiles,
    routes: routes.map(({ route, addedBytes }) => ({ route, addedBytes })),
  };
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
