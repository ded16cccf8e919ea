/**
 * Every environment the app can be pointed at, in one place. The bank's real hosts are not part of
 * this repository: the non-local entries carry placeholder hosts (".invalid" never resolves) that a
 * deployment replaces. Production and test differ only in proxy bases and the share-dealing host.
 */
import type { AppConfig, EnvironmentName } from '../core/shared/app-config';

export type EnvironmentConfig = AppConfig;
export type { EnvironmentName };

const placeholder = (env: EnvironmentName, overrides: Partial<EnvironmentConfig> = {}): EnvironmentConfig => ({
  name: env,
  apiBase: `/${env}-proxy/api`,
  identityBase: `/${env}-proxy/idv`,
  contentBase: `/${env}-proxy/content`,
  shareDealingHost: `https://sharedealing.${env}.bank.invalid`,
  bankDomains: ['bank.invalid'],
  bankHomeUrl: 'https://www.bank.invalid/',
  groupMember: 'UKDIRECT',
  helpPhone: '020 7946 0123',
  ...overrides,
});

/**
 * The demo bank's: `npm start`, and every build made without VITE_BANK_ENV. Its own export so that
 * such a build (main.tsx) carries this entry only: the table below is then unused and left out of
 * the log-on page (about 0.3 KiB gzipped).
 */
export const localEnvironment: EnvironmentConfig = {
  name: 'local',
  apiBase: '/gateway/api',
  identityBase: '/gateway/idv',
  contentBase: '/content',
  shareDealingHost: '/demo-sharedealing',
  bankDomains: ['bank.invalid', 'localhost'],
  bankHomeUrl: 'https://www.bank.invalid/',
  groupMember: 'UKDIRECT',
  helpPhone: '020 7946 0123',
};

export const Environments: Record<EnvironmentName, EnvironmentConfig> = {
  local: localEnvironment,
  dev: /* @__PURE__ */ placeholder('dev'),
  dit: /* @__PURE__ */ placeholder('dit'),
  lp: /* @__PURE__ */ placeholder('lp'),
  perf: /* @__PURE__ */ placeholder('perf'),
  sit: /* @__PURE__ */ placeholder('sit'),
  uat: /* @__PURE__ */ placeholder('uat'),
  // A call, not a spread of one: the bundler can drop an unused pure call, not a spread (a spread may
  // run getters).
  prod: /* @__PURE__ */ placeholder('prod', {
    apiBase: '/proxy/api',
    identityBase: '/proxy/idv',
    contentBase: '/proxy/content',
    shareDealingHost: 'https://sharedealing.bank.invalid',
  }),
};

export const EnvironmentNames = /* @__PURE__ */ Object.keys(Environments) as EnvironmentName[];

/** Reads VITE_BANK_ENV at build time; the demo bank ('local') when unset. */
export function selectEnvironment(name: string | undefined): EnvironmentConfig {
  if (name && name in Environments) return Environments[name as EnvironmentName];
  return Environments.local;
}
