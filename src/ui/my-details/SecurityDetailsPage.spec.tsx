import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildContainerWithAreas } from '../../composition/container';
import { OpenSecurityPage, SubmitSecurityChange, noAnswerYet } from '../../core/my-details/security-details.use-cases';
import { IdentityStepStore } from '../../core/session/identity-step-store';
import { LeaveGuardStore } from '../shell/leave-guard.store';
import { passwordPage } from './testing/password-page.fixture';
import { openLoggedOn } from '../../composition/testing/open-logged-on';


describe('the security details page', () => {
  it('leaving asks while a change is out or its answer lost, in the words that it may have gone through', async () => {
    const container = await buildContainerWithAreas({ kind: 'fake' });
    container.unbind(OpenSecurityPage);
    container.bind(OpenSecurityPage).toConstantValue({ execute: async () => ({ kind: 'page', step: passwordPage }) } as unknown as OpenSecurityPage);
    container.unbind(SubmitSecurityChange);
    container.bind(SubmitSecurityChange).toConstantValue({ execute: async () => noAnswerYet } as unknown as SubmitSecurityChange);
    container.get<IdentityStepStore>(IdentityStepStore).set(passwordPage);
    const path = '/security-details/update-password';
    await openLoggedOn(container, path);
    const user = userEvent.setup();
    const guard = container.get(LeaveGuardStore);
    await user.type(await screen.findByLabelText('Current password', {}), 'Mercury2024');
    await user.type(screen.getByLabelText('New password'), 'Lambeth2031');
    await user.type(screen.getByLabelText('Confirm new password'), 'Lambeth2031');
    await user.type(screen.getByLabelText('Re-authentication Security Code'), '123456');
    expect(guard.words).toBe('If you leave now, the information you have entered will not be saved.');
    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByRole('heading', { name: 'We did not get an answer from the bank' })).toBeInTheDocument();
    expect(guard.shouldPrompt(path, '/my-details')).toBe(true);
    expect(guard.words).toBe('We have not had an answer from the bank yet. Your change may have gone through. If you leave now, check what the bank lists before you make it again.');
  });
});
