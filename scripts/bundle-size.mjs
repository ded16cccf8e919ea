/** Gzipped JavaScript per route, read from Vite's manifest. Shared by the build report and the benchmark. */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

export function bundleSizes(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const gz = new Map();
  const gzipOf = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
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
      return { route: k.replace(/^src\//, ''), addedBytes: sum(added) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  // The log-on page is the shell plus the username (stage 1) route.
  const logOnRoute = routes.find((r) => /auth\/.*Username/i.test(r.route));
  return { entryBytes, logOnPageBytes: entryBytes + (logOnRoute?.addedBytes ?? 0), routes };
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
