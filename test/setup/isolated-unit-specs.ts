/**
 * the unit specs that run in a module graph of their own (vitest.config.ts, project
 * 'unit-isolated'); every other unit spec shares its worker's modules and jsdom with the specs before it.
 * A spec belongs here when it mocks a module (vi.mock, vi.doMock: a module another spec already loaded
 * would not be mocked), stubs a global or the environment, resets the module registry, or renders with
 * React's server renderer (its production build beside the client's development build). The rule is
 * kept by test/tooling/isolated-unit-specs.spec.ts.
 */
export const isolatedUnitSpecs = [
  'src/adapters/http/device-fingerprint.spec.ts',
  'src/composition/account-nicknames.flag.spec.ts',
  'src/ui/shell/RootLayout.routes.spec.tsx',
  'src/ui/shell/RootLayout.spec.tsx',
  'src/ui/shell/StartupFrame.spec.tsx',
  'src/ui/shell/first-page-ready.spec.ts',
  'src/ui/shell/navigation-guards.spec.tsx',
  'test/tooling/ui-features-apart-codemod.spec.ts',
  'test/tooling/vite-log-on-page.spec.ts',
];

/** What makes a spec need a module graph of its own (see above). */
export const needsIsolation = /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(|react-dom\/server|vite-log-on-page\.mjs/;
