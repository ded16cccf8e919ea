import { beforeEach, describe, expect, it } from 'vitest';
import { FakeSessionState } from '../../adapters/fakes/fake-session.adapter';
import { FakeErrorReporter, FakeNavigator, InMemoryPreferences } from '../../adapters/fakes/fake-system.adapter';
import type { LogOffReason } from '../session/log-off-reason';
import { HandleHttpAnswer, type HttpAnswer } from './handle-http-answer.use-case';

let session: FakeSessionState;
let preferences: InMemoryPreferences;
let navigator: FakeNavigator;
let reporter: FakeErrorReporter;
let logOffs: (LogOffReason | undefined)[];
let logOffFetched: number;
let handle: HandleHttpAnswer;

beforeEach(() => {
  session = new FakeSessionState();
  preferences = new InMemoryPreferences();
  navigator = new FakeNavigator();
  reporter = new FakeErrorReporter();
  logOffs = [];
  logOffFetched = 0;
  handle = new HandleHttpAnswer(session, preferences, navigator, reporter, () => {
    logOffFetched += 1;
    return {
      execute: (request: { reason?: LogOffReason } = {}) => {
        logOffs.push(request.reason);
        return `/logoff/${request.reason ?? ''}`;
      },
    };
  });
});

const get = (answer: HttpAnswer['answer'], url = '/gateway/api/accounts'): HttpAnswer => ({ method: 'GET', url, answer });
const envelope = (...codes: string[]) => ({ header: { statusCode: 'E001', errorMsg: codes.map((code) => ({ code, desc: `${code} text` })) } });

describe('HandleHttpAnswer', () => {
  it('passes a success through, doing nothing else', () => {
    expect(handle.execute(get({ status: 200, data: { header: { statusCode: '0000' } } }))).toBeNull();
    expect(navigator.visited).toEqual([]);
    expect(reporter.reports).toEqual([]);
    expect(logOffFetched).toBe(0);
  });

  it('logs off with reason locked by the one log-off path (RequestLogOff), never by a wipe of its own', () => {
    session.update({ level: 40, cin: 'jdoe' });
    const error = handle.execute(get({ status: 403, data: envelope('0009') }));
    expect(error?.code).toBe('0009');
    expect(logOffs).toEqual(['locked']);
    // The session is ended by the log-off path (bank log-off, then every store), not here.
    expect(session.state.level).toBe(40);
  });

  it('logs off on a locked answer even while the app holds no session yet: whatever was kept is wiped', () => {
    handle.execute(get({ status: 403, data: envelope('0009') }));
    expect(logOffs).toEqual(['locked']);
  });

  it("meets the bank's 401 with a session error code as the session-ended log-off, not a bare redirect to log on", () => {
    session.update({ level: 40, cin: 'jdoe' });
    const error = handle.execute(get({ status: 401, loginUrlHeader: '/gateway/idv/logon', data: envelope('0020') }));
    expect(error?.code).toBe('0020');
    expect(logOffs).toEqual(['timed-out']);
    expect(navigator.visited).toEqual([]);
  });

  it('ignores a session-ended 401 that lands after the log-off (the app holds no session)', () => {
    handle.execute(get({ status: 401, loginUrlHeader: '/gateway/idv/logon', data: envelope('0020') }));
    expect(logOffs).toEqual([]);
    expect(navigator.visited).toEqual([]);
  });

  it('sets read-only state on the read-only message code, even on an answer that is otherwise a success', () => {
    expect(handle.execute(get({ status: 200, data: { header: { statusCode: '0000', errorMsg: [{ code: 'ELG006', desc: 'ro' }] } } }))).toBeNull();
    expect(session.state.ibStatus).toBe('READONLY');
  });

  it('stores the log-on URL the bank gives, in browser storage and the auth state, and redirects to log on the first time', () => {
    session.update({ possibleSession: true });
    handle.execute(get({ status: 401, loginUrlHeader: '/gateway/idv/logon' }));
    expect(preferences.getLoginUrl()).toBe('/gateway/idv/logon');
    expect(session.state).toMatchObject({ loginUrl: '/gateway/idv/logon', possibleSession: false });
    expect(navigator.visited).toEqual(['/authentication/username']);

    session.update({ possibleSession: true });
    handle.execute(get({ status: 403, loginUrlHeader: '/gateway/idv/logon' }));
    expect(navigator.visited).toEqual(['/authentication/username']);
    expect(session.state.possibleSession).toBe(true);
  });

  it('sends the customer to the general error page on the service-unavailable text', () => {
    expect(handle.execute(get({ status: 200, text: '<p>Please try again later</p>' }))?.code).toBe('FD001T');
    expect(navigator.visited).toEqual(['/authentication/error']);
  });

  it('reports every failure with its method, path and status, never the query string', () => {
    handle.execute({ method: 'POST', url: '/gateway/api/payments?payee=jdoe#x', answer: { status: 400, data: envelope('FD2G003') } });
    handle.execute(get({}));
    expect(reporter.reports).toEqual([
      { code: 'FD2G003', message: 'FD*G*** text' },
      { code: 'FD999T', message: expect.stringContaining("Something's not right with our system") as string },
    ]);
    expect(reporter.contexts).toEqual([
      { method: 'POST', path: '/gateway/api/payments', status: '***' },
      { method: 'GET', path: '/gateway/api/accounts' },
    ]);
  });
});
