/**
 * Every environment the app can be pointed at, in one place. The bank's real hosts are not part of
 * this repository: the non-local entries carry placeholder hosts (".invalid" never resolves) that a
 * deployment replaces. Production and test differ only in proxy bases and the share-dealing host.
 */
import type { AppConfig, EnvironmentName } from '../core/shared/app-config';

export type EnvironmentConfig = AppConfig;
export type { EnvironmentName };

const placeholder = (env: EnvironmentName): EnvironmentConfig => ({
  name: env,
  apiBase: `/${env}-proxy/api`,
  identityBase: `/${env}-proxy/idv`,
  contentBase: `/${env}-proxy/content`,
  shareDealingHost: `https://sharedealing.${env}.bank.invalid`,
  bankDomains: ['bank.invalid'],
  bankHomeUrl: 'https://www.bank.invalid/',
  groupMember: 'UKDIRECT',
  helpPhone: '020 7946 0123',
});

export const Environments: Record<EnvironmentName, EnvironmentConfig> = {
  local: {
    name: 'local',
    apiBase: '/gateway/api',
    identityBase: '/gateway/idv',
    contentBase: '/content',
    shareDealingHost: '/demo-sharedealing',
    bankDomains: ['bank.invalid', 'localhost'],
    bankHomeUrl: 'https://www.bank.invalid/',
    groupMember: 'UKDIRECT',
    helpPhone: '020 7946 0123',
  },
  dev: placeholder('dev'),
  dit: placeholder('dit'),
  lp: placeholder('lp'),
  perf: placeholder('perf'),
  sit: placeholder('sit'),
  uat: placeholder('uat'),
  prod: {
    ...placeholder('prod'),
    apiBase: '/proxy/api',
    identityBase: '/proxy/idv',
    contentBase: '/proxy/content',
    shareDealingHost: 'https://sharedealing.bank.invalid',
  },
};

export const EnvironmentNames = Object.keys(Environments) as EnvironmentName[];

/** Reads VITE_BANK_ENV at build time; the demo bank ('local') when unset. */
export function selectEnvironment(name: string | undefined): EnvironmentConfig {
  if (name && name in Environments) return Environments[name as EnvironmentName];
  return Environments.local;
}
