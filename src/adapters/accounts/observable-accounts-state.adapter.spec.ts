import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ObservableAccountsState } from './observable-accounts-state.adapter';

describe('ObservableAccountsState', () => {
  it('notifies observers of updates and resets', () => {
    const state = new ObservableAccountsState();
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(state.state.loading));
    state.update({ loading: true });
    state.reset();
    stop();
    expect(seen).toEqual([false, true, false]);
  });
});
