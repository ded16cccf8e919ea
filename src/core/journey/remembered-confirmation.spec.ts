import { describe, expect, it } from 'vitest';
import { inMemoryJournal } from '../never-twice/in-memory-journal';
import type { ConfirmAnswer } from './confirm-answer';
import { RememberedConfirmation } from './remembered-confirmation';

const lost: ConfirmAnswer<string> = { kind: 'unknown', reason: 'no-answer', code: 'FD999T' };
const done: ConfirmAnswer<string> = { kind: 'accepted', outcome: 'sent' };

function counter() {
  let n = 0;
  return { next: () => `key-${++n}` };
}

describe('RememberedConfirmation (pages without a JourneyStore)', () => {
  it('a lost answer outlives the page: the same instruction made again is unknown and retries with the same key and codes', async () => {
    const keys = counter();
    const outcomes = inMemoryJournal();
    const memory = { journal: outcomes, scope: 'inbox/reply' };
    const first = new RememberedConfirmation<string>(keys, memory, '{"text":"hello"}');
    const sent: { key: string; codes: object }[] = [];
    await first.confirm(async (key, codes) => (sent.push({ key, codes }), lost), { reauthenticationCode: '123456' });
    expect(outcomes.valuesIn('inbox/reply')).toEqual(['{"text":"hello"}']);

    // The page is left; a new one makes the same instruction: unknown before any send.
    const again = new RememberedConfirmation<string>(keys, memory, '{"text":"hello"}');
    expect(again.state.kind).toBe('unknown');
    expect(again.resumedCodes).toEqual({ reauthenticationCode: '123456' });
    await again.confirm(async (key, codes) => (sent.push({ key, codes }), done), { reauthenticationCode: '999999' });
    expect(sent).toEqual([
      { key: 'key-1', codes: { reauthenticationCode: '123456' } },
      { key: 'key-1', codes: { reauthenticationCode: '123456' } },
    ]);
    // A definite answer forgets it: a third reply of the same words is a new instruction.
    expect(outcomes.valuesIn('inbox/reply')).toEqual([]);
    expect(new RememberedConfirmation<string>(keys, memory, '{"text":"hello"}').state.kind).toBe('ready');
  });

  it('another instruction, or another scope, is not the lost one', async () => {
    const outcomes = inMemoryJournal();
    const keys = counter();
    await new RememberedConfirmation<string>(keys, { journal: outcomes, scope: 'a' }, '1').confirm(async () => lost);
    expect(new RememberedConfirmation<string>(keys, { journal: outcomes, scope: 'a' }, '2').state.kind).toBe('ready');
    expect(new RememberedConfirmation<string>(keys, { journal: outcomes, scope: 'b' }, '1').state.kind).toBe('ready');
    expect(outcomes.valuesIn('b')).toEqual([]);
    expect(outcomes.valuesIn('a')).toEqual(['1']);
  });

  it('a refusal forgets the lost answer and the next try has a new key', async () => {
    const outcomes = inMemoryJournal();
    const memory = { journal: outcomes, scope: 'a' };
    const keys = counter();
    const tries = new RememberedConfirmation<string>(keys, memory, '1');
    const used: string[] = [];
    await tries.confirm(async (key) => (used.push(key), lost));
    await tries.confirm(async (key) => (used.push(key), { kind: 'refused', code: 'OLR_0001', message: 'no' }));
    expect(outcomes.valuesIn('a')).toEqual([]);
    await tries.confirm(async (key) => (used.push(key), done));
    expect(used).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('without a memory it is a plain IdempotentConfirmation', async () => {
    const tries = new RememberedConfirmation<string>(counter(), null, '1');
    expect(await tries.confirm(async () => lost)).toEqual(lost);
    expect(tries.key).toBe('key-1');
  });
  it('resume: false is a new instruction under the same values: a new key, whatever the memory holds', async () => {
    const outcomes = inMemoryJournal();
    const memory = { journal: outcomes, scope: 'a' };
    const keys = counter();
    await new RememberedConfirmation<string>(keys, memory, '1').confirm(async () => lost, { reauthenticationCode: '111111' });
    const fresh = new RememberedConfirmation<string>(keys, memory, '1', { resume: false });
    expect(fresh.state.kind).toBe('ready');
    expect(fresh.resumedCodes).toBeNull();
    const sent: { key: string; codes: object }[] = [];
    await fresh.confirm(async (key, codes) => (sent.push({ key, codes }), done), { reauthenticationCode: '222222' });
    expect(sent).toEqual([{ key: 'key-2', codes: { reauthenticationCode: '222222' } }]);
    expect(new RememberedConfirmation<string>(keys, memory, '1', { resume: true }).state.kind).toBe('unknown');
  });

  it('on the same page, a retry after a lost answer sends the codes of the lost try; after a refusal, the codes typed now', async () => {
    const tries = new RememberedConfirmation<string>(counter(), { journal: inMemoryJournal(), scope: 'a' }, '1');
    const sent: { key: string; codes: object }[] = [];
    await tries.confirm(async (key, codes) => (sent.push({ key, codes }), lost), { reauthenticationCode: '111111' });
    expect(tries.resumedCodes).toEqual({ reauthenticationCode: '111111' });
    await tries.confirm(async (key, codes) => (sent.push({ key, codes }), { kind: 'refused', code: 'OLR_0043' }), { reauthenticationCode: '222222' });
    expect(tries.resumedCodes).toBeNull();
    await tries.confirm(async (key, codes) => (sent.push({ key, codes }), done), { reauthenticationCode: '333333' });
    expect(sent).toEqual([
      { key: 'key-1', codes: { reauthenticationCode: '111111' } },
      { key: 'key-1', codes: { reauthenticationCode: '111111' } },
      { key: 'key-2', codes: { reauthenticationCode: '333333' } },
    ]);
    expect(tries.attempts).toBe(3);
  });
});
