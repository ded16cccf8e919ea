import { afterEach, describe, expect, inject, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { HttpIbStatusAdapter } from '../../src/adapters/ib-status/http-ib-status.adapter';
import { HttpMessagesAdapter } from '../../src/adapters/messages/http-messages.adapter';
import { SequentialIdempotencyKeys } from '../../src/adapters/fakes/sequential-idempotency-keys.adapter';
import { CheckChangeAccess } from '../../src/core/ib-status/check-change-access.use-case';
import { SendBankMessage } from '../../src/core/messages/send-bank-message.use-case';
import { Scheduler } from '../../src/core/shared/clock.port';
import { BrowserScheduler } from '../../src/adapters/system/browser-clock.adapter';
import { SessionStatePort } from '../../src/core/session/auth-state';
import { AppConfig } from '../../src/core/shared/app-config';
import { JourneyStore } from '../../src/ui/journey/journey.store';
import { ChangeAccessViewModel } from '../../src/ui/shared/change-access/change-access.view-model';
import { renderGuardedForm } from './change-access-form';
import { realHttpClient, wiremockConfig } from './http-support';

const wiremockUrl = inject('wiremockUrl');
const added: string[] = [];

/** A stub of this test's own, on top of the demo bank's (removed after each test). */
async function stub(mapping: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${wiremockUrl}/__admin/mappings`, { method: 'POST', body: JSON.stringify({ priority: 1, ...mapping }) });
  added.push(((await res.json()) as { id: string }).id);
}

afterEach(async () => {
  for (const id of added.splice(0)) await fetch(`${wiremockUrl}/__admin/mappings/${id}`, { method: 'DELETE' });
});

const elg006 = { status: 200, jsonBody: { header: { statusCode: 'E001', errorMsg: [{ code: 'ELG006', desc: 'Read only' }] }, body: null }, headers: { 'Content-Type': 'application/json' } };

/**
 * when GET ib-status fails the journey goes on as full access (ib-status.ts). That
 * choice holds only because the bank's ELG006 on the change itself shows the read-only panel, and the
 * customer's entries are all still there.
 */
describe('ib-status unreadable, then the bank refuses the change as read-only (ELG006)', () => {
  it('shows the read-only panel above the form, and nothing typed is lost', async () => {
    await stub({ request: { method: 'GET', urlPath: '/gateway/api/v1/messages/ib-status' }, response: { status: 503, body: 'down' } });
    await stub({ request: { method: 'POST', urlPath: '/gateway/api/v1/messages' }, response: elg006 });
    const config = wiremockConfig(wiremockUrl);
    const { client, session } = realHttpClient(config, { timeoutMs: 15_000, retry: { maxTries: 3, baseDelayMs: 20, maxRetryAfterMs: 100 } });
    const container = new Container({ defaultScope: 'Singleton' });
    container.bind(AppConfig).toConstantValue(config);
    container.bind(Scheduler).toConstantValue(new BrowserScheduler());
    container.bind(SessionStatePort).toConstantValue(session);
    container.bind(CheckChangeAccess).toConstantValue(new CheckChangeAccess(new HttpIbStatusAdapter(client, config)));
    container.bind(ChangeAccessViewModel).toSelf().inTransientScope();
    const send = new SendBankMessage(new HttpMessagesAdapter(client, config));
    const journey = new JourneyStore<{ text: string }>({ steps: ['details', 'review'], initial: { text: '' }, keys: new SequentialIdempotencyKeys() });

    renderGuardedForm(container, journey, send);
    const user = userEvent.setup();
    // ib-status failed: the form is offered (full access), with no panel.
    const text = await screen.findByLabelText('Your message', undefined, { timeout: 15_000 });
    expect(screen.queryByText(/You don't have access to full Digital Banking/)).toBeNull();
    await user.type(text, 'Please close my old savings account.');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const panel = await screen.findByRole('region', { name: "You don't have full access" }, { timeout: 15_000 });
    expect(panel.textContent).toContain("You don't have access to full Digital Banking. Select Proceed to choose a Secure Key");
    expect(panel.querySelector('[data-error-code="ELG006"]')).not.toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(panel));
    // Nothing typed is lost: the same form, with the same words, in the page and in the journey.
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your message').value).toBe('Please close my old savings account.');
    expect(journey.details.text).toBe('Please close my old savings account.');
    expect(session.state.ibStatus).toBe('READONLY');
    expect(journey.confirmState.kind).toBe('refused');
  });
});
