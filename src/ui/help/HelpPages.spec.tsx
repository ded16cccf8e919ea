import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Container } from 'inversify';
import { buildContainerWithAreas } from '../../composition/container';
import { HelpHubPort } from '../../core/help/help-hub.port';
import { IbStatusPort } from '../../core/ib-status/ib-status.port';
import type { FakeHelpHub, FakeIbStatus } from '../../adapters/fakes/fake-help.adapter';
import { openLoggedOn } from '../../composition/testing/open-logged-on';

async function open(path: string, prepare: (c: Container) => void = () => undefined) {
  const container = await buildContainerWithAreas({ kind: 'fake' });
  prepare(container);
  const { router } = await openLoggedOn(container, path);
  return { container, router };
}

const hubs = (c: Container) => c.get(HelpHubPort) as FakeHelpHub;
// The first page of an area imports the area: generous waits, as the whole suite shares 2 cores.
const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 30_000 });

const fileWith = (question: string) => ({
  tabData: [{ categorySlug: 'before-you-go', categoryName: 'Before you go', categoryText: '', categoryIcon: { selected: 'plane-filled', unselected: 'plane' } }],
  contentData: { 'before-you-go': { questionGroups: [{ groupName: 'G', questions: [{ question, answer: '<p>A<script>alert(1)</script></p>', questionScore: 1 }] }] } },
});

describe('help hub pages (fakes)', () => {
  it('a category shows its questions in score order; a popout whose content is missing says so', async () => {
    const user = userEvent.setup();
    await open('/travel/info/before-you-go');
    await h1('Before you go');
    const questions = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(questions).toEqual(['First question about PIN', 'Second question']);
    await user.click(screen.getByRole('button', { name: 'Read more, about the first question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Read more' });
    expect(within(dialog).getByText('Sorry this content currently unavailable, please try again later.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an unknown category goes to not-found', async () => {
    const { router } = await open('/travel/info/nowhere');
    await screen.findByText(/not found|can't find|cannot find/i, undefined, { timeout: 30_000 });
    expect(router.state.location.pathname).toBe('/not-found');
  });

  it('missing FAQ content says so in the spec words', async () => {
    await open('/security', (c) => hubs(c).failing.add('security'));
    await h1('Security hub');
    expect(screen.getByText('Sorry this content currently unavailable, please try again later.')).toBeInTheDocument();
  });

  it('a question with markup the allow-list does not permit shows as text; the answer is sanitised', async () => {
    await open('/travel/info/before-you-go', (c) => hubs(c).files.set('travel', fileWith('Is <img src=x onerror=alert(1)> safe?')));
    await h1('Before you go');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Is <img src=x onerror=alert(1)> safe?');
    expect(document.querySelector('img, script')).toBeNull();
    expect(screen.getByText('A')).toBeInTheDocument();
  });

  it('a question with allowed inline markup is formatted', async () => {
    await open('/travel/info/before-you-go', (c) => hubs(c).files.set('travel', fileWith('Is <strong>contactless</strong> safe?')));
    await h1('Before you go');
    expect(screen.getByRole('heading', { level: 3 }).querySelector('strong')?.textContent).toBe('contactless');
  });

  it('search filters as the customer types and says how many', async () => {
    const user = userEvent.setup();
    await open('/travel');
    await h1('Travel hub');
    await user.type(screen.getByRole('searchbox', { name: 'Search questions and answers' }), 'pín');
    expect(await screen.findByText('1 result found')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Search results' })).getByText('First question about PIN')).toBeInTheDocument();
  });

  it('READONLY (ib-status) sees the read-only panel instead of the message form', async () => {
    await open('/travel/info/before-you-go/message/Before%20you%20go%20question', (c) => {
      (c.get(IbStatusPort) as FakeIbStatus).current = 'READONLY';
    });
    await h1("You don't have full access");
    expect(screen.getByText("You don't have access to full Digital Banking. Select Proceed to choose a Secure Key")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('INVALID (ib-status) is told they have no access to the function', async () => {
    await open('/travel/info/before-you-go/message/Before%20you%20go%20question', (c) => {
      (c.get(IbStatusPort) as FakeIbStatus).current = 'INVALID';
    });
    await h1('You currently do not have access to this function');
  });

  it('ACTIVE gets the form with the subject as its title and the category label on the field', async () => {
    await open('/travel/info/before-you-go/message/Before%20you%20go%20question');
    await h1('Before you go question');
    expect(await screen.findByLabelText('Your question')).toBeInTheDocument();
  });
});
