import { afterEach, describe, expect, it } from 'vitest';
import type { StoredJournalEntry } from '../../core/never-twice/journal-store.port';
import { SessionJournalStore } from './session-journal-store.adapter';

const entry: StoredJournalEntry = { key: 'k1', kind: 'move-money', identity: 'HK-CUR-001|account:200000:55779911|700', values: '{}', at: 5, state: 'unknown', customer: 'demo.hardkey', reason: 'no-answer', code: 'FD999T' };

describe('the request journal in sessionStorage', () => {
  afterEach(() => window.sessionStorage.clear());

  it('gives back what it kept, in a new store over the same tab (a reload)', () => {
    new SessionJournalStore().save([entry]);
    expect(new SessionJournalStore().load()).toEqual([entry]);
  });

  it('writes only the journal fields: a code handed to it by mistake is not kept', () => {
    new SessionJournalStore().save([{ ...entry, codes: { transactionCode: '123456' } } as StoredJournalEntry]);
    expect(window.sessionStorage.getItem('ob.requestJournal')).not.toContain('123456');
  });

  it('drops what does not read as an entry, and reads garbage as nothing kept', () => {
    window.sessionStorage.setItem('ob.requestJournal', JSON.stringify([entry, { key: 1 }, { ...entry, key: 'k2', state: 'paid' }]));
    expect(new SessionJournalStore().load()).toEqual([entry]);
    window.sessionStorage.setItem('ob.requestJournal', '{not json');
    expect(new SessionJournalStore().load()).toEqual([]);
  });

  it('an empty journal leaves nothing behind', () => {
    const store = new SessionJournalStore();
    store.save([entry]);
    store.save([]);
    expect(window.sessionStorage.getItem('ob.requestJournal')).toBeNull();
  });
});
