import type { FeatureArea } from './feature-module';

/**
 * Every feature area that loads with its routes: adding an area is one module file
 * (`modules/<area>.module.ts`, exporting its wiring and its routes), one routes file
 * (`ui/<area>/<area>.routes.tsx`) and one entry here. Only these few lines reach the log-on page.
 */
export const Areas: readonly FeatureArea[] = [
  { name: 'accounts', paths: ['summary'], load: () => import('./modules/accounts.module').then((m) => m.accountsArea) },
  {
    name: 'log-off-and-errors',
    paths: ['authentication/error', 'authentication/logoff', 'logoff'],
    load: () => import('./modules/log-off-and-errors.module').then((m) => m.logOffAndErrorsArea),
  },
  { name: 'activation', paths: ['activation'], load: () => import('./modules/activation.module').then((m) => m.activationArea) },
  {
    name: 'identity-flows',
    paths: ['offlinereset', 'onlinereset', 'reset-pin', 'registration'],
    load: () => import('./modules/identity-flows.module').then((m) => m.identityFlowsArea),
  },
];
