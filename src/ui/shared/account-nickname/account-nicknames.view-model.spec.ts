import { describe, expect, it } from 'vitest';
import type { Result } from '../../../core/shared/result';
import { AccountNicknamesViewModel } from './account-nicknames.view-model';

type Answer = Result<ReadonlyMap<string, string>>;

/** A load whose answers the test hands over one by one, in the order it chooses. */
function pendingLoads() {
  const waiting: ((answer: Answer) => void)[] = [];
  return {
    load: { execute: () => new Promise<Answer>((resolve) => waiting.push(resolve)) },
    answer: (i: number, answer: Answer) => waiting[i]?.(answer),
  };
}

const bills: Answer = { ok: true, value: new Map([['HK-CUR-001', 'Bills']]) };

describe('the nicknames a page shows', () => {
  it('shows each account its nickname, and none for an account without one', async () => {
    const loads = pendingLoads();
    const vm = new AccountNicknamesViewModel(loads.load);
    const started = vm.start();
    expect(vm.nicknameOf('HK-CUR-001')).toBeNull();
    loads.answer(0, bills);
    await started;
    expect(vm.nicknameOf('HK-CUR-001')).toBe('Bills');
    expect(vm.nicknameOf('HK-SAV-003')).toBeNull();
  });

  it('keeps the failure and shows no nickname when the list does not come', async () => {
    const loads = pendingLoads();
    const vm = new AccountNicknamesViewModel(loads.load);
    const started = vm.start();
    loads.answer(0, { ok: false, error: { code: 'FD999T', description: 'No answer' } });
    await started;
    expect(vm.error?.code).toBe('FD999T');
    expect(vm.nicknameOf('HK-CUR-001')).toBeNull();
  });

  it('drops an answer that lands after the page has gone', async () => {
    const loads = pendingLoads();
    const vm = new AccountNicknamesViewModel(loads.load);
    const started = vm.start();
    vm.dispose();
    loads.answer(0, bills);
    await started;
    expect(vm.held).toBeNull();
  });

  it('lands only the latest start when the page starts again (StrictMode)', async () => {
    const loads = pendingLoads();
    const vm = new AccountNicknamesViewModel(loads.load);
    const first = vm.start();
    vm.dispose();
    const second = vm.start();
    loads.answer(1, bills);
    await second;
    loads.answer(0, { ok: true, value: new Map([['HK-CUR-001', 'Old']]) });
    await first;
    expect(vm.nicknameOf('HK-CUR-001')).toBe('Bills');
  });
});
