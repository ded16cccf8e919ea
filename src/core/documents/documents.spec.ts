import { describe, expect, it } from 'vitest';
import { SessionScope } from '../session/session-scope';
import { FakeClock } from '../../adapters/fakes/fake-clock.adapter';
import { FakeDocuments } from '../../adapters/fakes/fake-documents.adapter';
import { FakeSessionState } from '../../adapters/fakes/fake-session.adapter';
import { FakeTracking } from '../../adapters/fakes/fake-system.adapter';
import { RaiseLevelOnSuccess } from '../session/raise-level-on-success.use-case';
import { documentYears, documentsFromDate, documentsOfYear, toDocumentList } from './bank-document';
import { DocumentsErrorCodes, DocumentsState, LoadDocuments, OpenDocument } from './documents.use-cases';

function setUp() {
  const port = new FakeDocuments();
  const state = new DocumentsState();
  const clock = new FakeClock();
  clock.set(Date.UTC(2026, 10, 23, 12));
  const session = new FakeSessionState();
  session.update({ level: 30 });
  const load = new LoadDocuments(port, state, clock, new RaiseLevelOnSuccess(session, new FakeTracking()), new SessionScope());
  return { port, state, session, load, open: new OpenDocument(load, port, state) };
}

describe('my documents', () => {
  it('asks for the last 7 years (29 February falls back to the 28th)', () => {
    expect(documentsFromDate('2026-11-23')).toBe('2019-11-23');
    expect(documentsFromDate('2028-02-29')).toBe('2021-02-28');
  });

  it('lists newest first with the unread count and the earliest date, and raises the level to 40', async () => {
    const { load, port, session } = setUp();
    const result = await load.execute();
    expect(port.fromDates).toEqual(['2019-11-23']);
    expect(result.ok && result.value.documents.map((d) => d.id)).toEqual(['D-001', 'D-002', 'D-003']);
    expect(result.ok && result.value.unreadCount).toBe(1);
    expect(result.ok && result.value.earliestDate).toBe('2025-06-10');
    expect(session.state.level).toBe(40);
  });

  it('joins a list call already out', async () => {
    const { load, port } = setUp();
    await Promise.all([load.execute(), load.execute()]);
    expect(port.fromDates).toHaveLength(1);
  });

  it('filters by year', () => {
    const list = toDocumentList(new FakeDocuments().documents);
    expect(documentYears(list)).toEqual([2026, 2025]);
    expect(documentsOfYear(list, 2025).map((d) => d.id)).toEqual(['D-003']);
    expect(documentsOfYear(list, null)).toHaveLength(3);
  });

  it('opening an unread document fetches it, marks it read and lowers the count once', async () => {
    const { open, state, port } = setUp();
    const opened = await open.execute('D-001');
    expect(opened.ok && opened.value.fileName).toBe('statement-october-2026-2026-11-02.pdf');
    expect(opened.ok && opened.value.pdf.type).toBe('application/pdf');
    expect(state.list?.unreadCount).toBe(0);
    expect(state.list?.documents[0]?.unread).toBe(false);
    await open.execute('D-001');
    expect(state.list?.unreadCount).toBe(0);
    expect(port.fetched).toEqual(['D-001', 'D-001']);
  });

  it('an unknown id is not fetched', async () => {
    const { open, port } = setUp();
    const result = await open.execute('nope');
    expect(result.ok ? null : result.error.code).toBe(DocumentsErrorCodes.noSuchDocument);
    expect(port.fetched).toEqual([]);
  });
});
