/**
 * What the mandated stack alone costs the log-on page, gzipped (docs/architecture.md, "What the
 * log-on page costs"). Each part is built by Vite as the app is (production, es2022, minified) from a
 * tiny entry that uses it as the log-on page does, and measured as scripts/bundle-size.mjs measures
 * the page (gzip level 9). A part that sits on React (the router, mobx-react-lite) is priced as the
 * difference to React alone. Run: node scripts/stack-cost.mjs [--json]
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { bundleSizes, kib } from './bundle-size.mjs';

const react = `
import { createElement, useState, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
function App() { const [n, setN] = useState(0); return createElement('button', { onClick: () => setN(n + 1) }, String(n)); }
startTransition(() => createRoot(document.getElementById('root')).render(createElement(StrictMode, null, createElement(App))));
`;
const router = `
import { createHashRouter, RouterProvider, Outlet, Navigate, Link, useNavigate, useLocation, useParams, useRouteError } from 'react-router-dom';
function Layout() { const navigate = useNavigate(); const location = useLocation(); useParams(); return createElement('main', { onClick: () => navigate('/a') }, location.pathname, createElement(Outlet), createElement(Link, { to: '/b' }, 'b')); }
function Oops() { return String(useRouteError()); }
const appRouter = createHashRouter([{ path: '/', element: createElement(Layout), errorElement: createElement(Oops), children: [{ index: true, lazy: () => Promise.resolve({ Component: () => null }) }, { path: '*', element: createElement(Navigate, { to: '/' }) }] }], { patchRoutesOnNavigation: async () => {} });
createRoot(document.getElementById('router')).render(createElement(RouterProvider, { router: appRouter }));
`;
const axios = `
import axios from 'axios';
const http = axios.create({ baseURL: '/gateway/api', timeout: 30000, withCredentials: true });
http.post('/x', { a: 1 }, { headers: { 'Idempotency-Key': 'k' } }).then((r) => console.log(r.status), (e) => console.log(axios.isAxiosError(e)));
`;
const inversify = `
import 'reflect-metadata/lite';
import { Container, ContainerModule, inject, injectable } from 'inversify';
const Port = Symbol('Port');
class Adapter { value() { return 1; } }
class UseCase { constructor(port) { this.port = port; } }
inject(Port)(UseCase, undefined, 0);
injectable()(UseCase);
injectable()(Adapter);
const container = new Container({ defaultScope: 'Singleton' });
container.load(new ContainerModule(({ bind }) => { bind(Port).to(Adapter); bind(UseCase).toSelf(); bind('f').toResolvedValue((p) => p, [Port]); }));
console.log(container.get(UseCase), container.isBound(Port));
`;
const mobx = `
import { makeAutoObservable, runInAction, reaction, autorun } from 'mobx';
import { observer } from 'mobx-react-lite';
class Store { count = 0; constructor() { makeAutoObservable(this, {}, { autoBind: true }); } get double() { return this.count * 2; } add() { this.count += 1; } }
const store = new Store();
reaction(() => store.double, (d) => console.log(d));
autorun(() => console.log(store.count));
runInAction(() => store.add());
const View = observer(() => createElement('p', null, String(store.double)));
createRoot(document.getElementById('mobx')).render(createElement(View));
`;

/** The parts, each an entry of its own; `base` marks what its price is measured on top of. */
const parts = [
  { name: 'react + react-dom', code: react },
  { name: 'react-router (react-router-dom)', code: react + router, base: 'react + react-dom' },
  { name: 'axios', code: axios },
  { name: 'inversify + reflect-metadata', code: inversify },
  { name: 'mobx + mobx-react-lite', code: react + mobx, base: 'react + react-dom' },
  { name: 'the whole mandated stack', code: react + router + axios + inversify + mobx, whole: true },
];

const cache = join('node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const dir = mkdtempSync(join(cache, 'stack-cost-'));
process.env.NODE_ENV = 'production';

/** Gzipped bytes of the JS an entry builds to (one chunk: nothing here is split). */
async function gzipped(name, code) {
  const file = join(dir, `${name.replace(/\W+/g, '-')}.js`);
  writeFileSync(file, code);
  const out = await build({
    configFile: false,
    mode: 'production',
    logLevel: 'silent',
    build: { write: false, target: 'es2022', modulePreload: false, reportCompressedSize: false, rolldownOptions: { input: file } },
  });
  const chunks = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output).filter((o) => o.type === 'chunk');
  return chunks.reduce((n, c) => n + gzipSync(c.code, { level: 9 }).length, 0);
}

try {
  const alone = new Map();
  const rows = [];
  for (const part of parts) {
    const bytes = await gzipped(part.name, part.code);
    alone.set(part.name, bytes);
    rows.push({ name: part.name, bytes: part.base ? bytes - alone.get(part.base) : bytes, whole: part.whole });
  }
  const page = bundleSizes('dist');
  const stack = rows.find((r) => r.whole).bytes;
  if (process.argv.includes('--json')) console.log(JSON.stringify({ parts: rows, logOnPageBytes: page.logOnPageBytes }));
  else {
    console.log('\nWhat the mandated stack costs, gzipped (scripts/stack-cost.mjs)');
    for (const r of rows) console.log(`  ${r.name.padEnd(34)} ${kib(r.bytes).padStart(10)}`);
    console.log(`  log-on page (npm run build's dist) ${kib(page.logOnPageBytes).padStart(10)}`);
    console.log(`  of which not the stack             ${kib(page.logOnPageBytes - stack).padStart(10)}  (${((100 * stack) / page.logOnPageBytes).toFixed(0)} % of the page is the stack)`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
