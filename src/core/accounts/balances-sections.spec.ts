import { describe, expect, it } from 'vitest';
import type { FeatureTogglesPort } from '../session/feature-toggles.port';
import { ok } from '../shared/result';
import { BalancesSectionsStarter } from './balances-sections';
import type { LoadLastLogon, LoadMarketing, LoadPendingAuthorisations, LoadUpcomingTransactions } from './load-account-extras.use-case';
import type { LoadAccountNicknames } from '../account-nickname/load-account-nicknames.use-case';

/** Each side request counts how often it was sent and answers with the number of that send. */
function starter(enabled: string[] = ['lastLogin', 'pendingDebitCardAuthorisations'], nicknamesOn = true) {
  const sent = { lastLogon: 0, upcoming: 0, pending: 0, marketing: 0, nicknames: 0 };
  const request = <K extends keyof typeof sent>(name: K) => ({
    execute: () => {
      sent[name] += 1;
      return Promise.resolve(ok(`${name} #${sent[name]}`));
    },
  });
  const toggles: FeatureTogglesPort = { isEnabled: (name: string) => enabled.includes(name) } as FeatureTogglesPort;
  const sections = new BalancesSectionsStarter(
    request('lastLogon') as unknown as LoadLastLogon,
    request('upcoming') as unknown as LoadUpcomingTransactions,
    request('pending') as unknown as LoadPendingAuthorisations,
    request('marketing') as unknown as LoadMarketing,
    toggles,
    nicknamesOn ? (request('nicknames') as unknown as LoadAccountNicknames) : null,
  );
  return { sections, sent };
}

const answers = async (taken: ReturnType<BalancesSectionsStarter['take']>) => ({
  lastLogon: taken.lastLogon === null ? null : await taken.lastLogon,
  upcoming: await taken.upcoming,
  pending: taken.pending === null ? null : await taken.pending,
  marketing: await taken.marketing,
  nicknames: taken.nicknames === null ? null : await taken.nicknames,
});

describe('BalancesSectionsStarter', () => {
  it('sends every side request once when started, and the home takes those same answers', async () => {
    const { sections, sent } = starter();
    sections.start();
    expect(sent).toEqual({ lastLogon: 1, upcoming: 1, pending: 1, marketing: 1, nicknames: 1 });
    const taken = await answers(sections.take());
    expect(sent).toEqual({ lastLogon: 1, upcoming: 1, pending: 1, marketing: 1, nicknames: 1 });
    expect(taken).toEqual({
      lastLogon: ok('lastLogon #1'),
      upcoming: ok('upcoming #1'),
      pending: ok('pending #1'),
      marketing: ok('marketing #1'),
      nicknames: ok('nicknames #1'),
    });
  });

  it('does not send again when started twice before the home takes them', () => {
    const { sections, sent } = starter();
    sections.start();
    sections.start();
    expect(sent).toEqual({ lastLogon: 1, upcoming: 1, pending: 1, marketing: 1, nicknames: 1 });
  });

  it('sends the requests when the home takes them without a start', async () => {
    const { sections, sent } = starter();
    const taken = await answers(sections.take());
    expect(sent).toEqual({ lastLogon: 1, upcoming: 1, pending: 1, marketing: 1, nicknames: 1 });
    expect(taken.upcoming).toEqual(ok('upcoming #1'));
  });

  it('asks afresh on a later visit: what was taken is not taken again', async () => {
    const { sections, sent } = starter();
    sections.start();
    sections.take();
    const second = await answers(sections.take());
    expect(sent.upcoming).toBe(2);
    expect(second.upcoming).toEqual(ok('upcoming #2'));
    sections.start();
    expect(sent.upcoming).toBe(3);
  });

  it('forgets what was started on a reset, so the next visit asks again', async () => {
    const { sections, sent } = starter();
    sections.start();
    sections.reset();
    const taken = await answers(sections.take());
    expect(sent.marketing).toBe(2);
    expect(taken.marketing).toEqual(ok('marketing #2'));
  });

  it('sends no last log-on nor pending authorisations request when their toggles are off', async () => {
    const { sections, sent } = starter([]);
    const taken = await answers(sections.take());
    expect(sent).toEqual({ lastLogon: 0, upcoming: 1, pending: 0, marketing: 1, nicknames: 1 });
    expect(taken.lastLogon).toBeNull();
    expect(taken.pending).toBeNull();
  });

  it('sends no nicknames request where nicknames are switched off (nothing bound)', async () => {
    const { sections, sent } = starter(undefined, false);
    sections.start();
    const taken = await answers(sections.take());
    expect(sent).toEqual({ lastLogon: 1, upcoming: 1, pending: 1, marketing: 1, nicknames: 0 });
    expect(taken.nicknames).toBeNull();
  });

  it('reads each toggle for its own section', async () => {
    const onlyLastLogon = starter(['lastLogin']);
    const a = await answers(onlyLastLogon.sections.take());
    expect(a.lastLogon).toEqual(ok('lastLogon #1'));
    expect(a.pending).toBeNull();
    const onlyPending = starter(['pendingDebitCardAuthorisations']);
    const b = await answers(onlyPending.sections.take());
    expect(b.lastLogon).toBeNull();
    expect(b.pending).toEqual(ok('pending #1'));
  });
});
