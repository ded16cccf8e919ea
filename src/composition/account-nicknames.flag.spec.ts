import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { accountsFeature } from './modules/accounts.module';
import { manageAccountArea, manageAccountFeature } from './modules/manage-account.module';

// A build for one of the bank's environments: the flag is off.
vi.mock('./account-nicknames.flag', () => ({ accountNicknamesOn: false }));

const paths = (routes: readonly RouteObject[]): string[] => routes.flatMap((r) => [r.path ?? '', ...paths(r.children ?? [])]);

describe('account nicknames switched off', () => {
  it('leave the route out of the manage-account table', () => {
    expect(paths(manageAccountArea.routes)).toContain(':categorySlug');
    expect(paths(manageAccountArea.routes)).not.toContain('nickname');
  });

  it('bind nothing for Balances or manage account, so neither page offers or asks for nicknames', () => {
    const needs = [...(accountsFeature.needs ?? []), ...(manageAccountFeature.needs ?? [])].map((f) => f.name);
    expect(needs).not.toContain('shared:account-nicknames');
  });
});
