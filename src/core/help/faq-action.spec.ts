import { describe, expect, it } from 'vitest';
import { resolveAction } from './faq-action';
import type { FaqAction } from './faq';

const policy = { bankDomains: ['bank.invalid'], bankHomeUrl: 'https://www.bank.invalid/' };
const action = (type: string, value: string, ctaText = 'Go', ctaLabel = ''): FaqAction => ({ type: type as FaqAction['type'], value, ctaText, ctaLabel });

describe('question action rules', () => {
  it('navigate: an in-app route is kept', () => {
    expect(resolveAction(action('navigate', '/summary', 'See your balances', 'opens Balances'), policy)).toEqual({
      kind: 'navigate',
      to: '/summary',
      text: 'See your balances',
      label: 'opens Balances',
    });
  });

  it.each(['https://evil.example/', '//evil.example', 'javascript:alert(1)', '/summary/../authentication/username', '/authentication/username', 'summary'])(
    'navigate: %s is not a route of this app and is dropped',
    (value) => {
      expect(resolveAction(action('navigate', value), policy)).toBeNull();
    },
  );

  it('link: the bank and the regulators are kept and open in a new tab', () => {
    expect(resolveAction(action('link', 'https://www.fca.org.uk/scamsmart'), policy)).toMatchObject({ kind: 'link', href: 'https://www.fca.org.uk/scamsmart', external: true });
    expect(resolveAction(action('link', 'https://help.bank.invalid/travel'), policy)).toMatchObject({ href: 'https://help.bank.invalid/travel' });
  });

  it('link: any other address becomes the bank home; a telephone number stays and is not external', () => {
    expect(resolveAction(action('link', 'https://bank-invalid.example/login'), policy)).toMatchObject({ href: 'https://www.bank.invalid/' });
    expect(resolveAction(action('link', 'javascript:alert(1)'), policy)).toMatchObject({ href: 'https://www.bank.invalid/' });
    expect(resolveAction(action('link', 'tel:+442079460123'), policy)).toMatchObject({ href: 'tel:+442079460123', external: false });
  });

  it('popout: a content key opens the modal; anything else is dropped', () => {
    expect(resolveAction(action('popout', 'fd-help-card-abroad', 'Read more'), policy)).toEqual({ kind: 'popout', contentKey: 'fd-help-card-abroad', text: 'Read more', label: '' });
    expect(resolveAction(action('popout', '<img src=x>'), policy)).toBeNull();
    expect(resolveAction(action('popout', ''), policy)).toBeNull();
  });

  it('an action without call-to-action text, of an unknown type, or none at all is dropped', () => {
    expect(resolveAction(action('navigate', '/summary', '   '), policy)).toBeNull();
    expect(resolveAction(action('close', '/summary'), policy)).toBeNull();
    expect(resolveAction(null, policy)).toBeNull();
  });
});
