/**
 * The layer boundaries (docs/architecture.md). Core depends on nothing outside core; ui never reaches
 * into adapters nor adapters into ui; only composition may import both sides.
 */
module.exports = {
  forbidden: [
    {
      name: 'core-is-pure',
      comment:
        'src/core may import only src/core (no React, axios, MobX, DOM libraries or the container), and luxon: ' +
        'a pure date library (no I/O, no globals, no DOM) that core needs for the bank day in Europe/London, ' +
        'durations and calendar arithmetic (docs/architecture.md "The bank\'s clock"). Time itself still ' +
        'comes through the Clock port: core never calls DateTime.now().',
      severity: 'error',
      from: { path: '^src/core/', pathNot: '\\.spec(-support)?\\.tsx?$' },
      to: { pathNot: ['^src/core/', '^node_modules/luxon/'] },
    },
    {
      name: 'core-tests-use-fakes-only',
      comment: 'Core specs may use core, test libraries and the fakes, nothing else.',
      severity: 'error',
      from: { path: '^src/core/.*\\.spec\\.tsx?$' },
      to: { pathNot: ['^src/core/', '^src/adapters/fakes/', 'node_modules/(vitest|@vitest|reflect-metadata)'] },
    },
    {
      name: 'ui-not-to-adapters',
      comment: 'Views and view models reach the outside world only through core ports. A spec and its shared set-up (*.spec-support.tsx) may use fakes.',
      severity: 'error',
      from: { path: '^src/ui/', pathNot: '\\.spec(-support)?\\.tsx?$' },
      to: { path: ['^src/adapters/', '^src/composition/'] },
    },
    {
      name: 'adapters-not-to-ui',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: ['^src/ui/', '^src/composition/'] },
    },
    {
      name: 'only-composition-wires',
      comment: 'Nothing but composition imports the DI container builder.',
      severity: 'error',
      from: { pathNot: ['^src/composition/', '\\.spec(-support)?\\.tsx?$'] },
      to: { path: '^src/composition/' },
    },
    {
      name: 'ui-features-apart',
      comment:
        'A ui feature folder (one that holds an area\'s routes) never imports from another: what two features ' +
        'share lives in a kit folder (shared, journey, signing, di, shell, content, session; docs/ui-features.md). ' +
        'Specs and testing/ kits may put features together. scripts/codemods/ui-features-apart.mjs moves what breaks it.',
      severity: 'error',
      from: {
        path: '^src/ui/([^/]+)/',
        pathNot: ['\\.spec(-support)?\\.tsx?$', '/testing/', '^src/ui/(shared|journey|signing|di|shell|content|session)/'],
      },
      to: { path: '^src/ui/[^/]+/', pathNot: ['^src/ui/$1/', '^src/ui/(shared|journey|signing|di|shell|content|session)/'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.d\\.ts$' },
  },
};
