import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import corpus from '../../../test/fixtures/xss/dompurify-expect.mjs';
import { AppConfig } from '../../core/shared/app-config';
import { ContainerProvider } from '../di/container-context';
import { RichText, richTextAttributes, richTextTags, sanitizeRichText } from './RichText';

const policy = { bankDomains: ['bank.invalid', 'localhost'], bankHomeUrl: 'https://www.bank.invalid/' };
const allowedHosts = ['bank.invalid', 'localhost', 'fca.org.uk', 'fscs.org.uk'];

function hrefIsAllowed(href: string): boolean {
  if (href === policy.bankHomeUrl || href.startsWith('#') || /^tel:[+0-9 ()-]+$/.test(href)) return true;
  if (/^\/(?![/\\])/.test(href)) return true;
  const url = new URL(href);
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    allowedHosts.some((d) => url.hostname === d || url.hostname.endsWith(`.${d}`))
  );
}

/** The invariants every sanitised output must meet, whatever went in. */
function expectSafe(output: string): void {
  const template = document.createElement('template');
  template.innerHTML = output;
  for (const el of Array.from(template.content.querySelectorAll('*'))) {
    expect(richTextTags, `tag <${el.localName}> in ${output}`).toContain(el.localName);
    for (const attr of Array.from(el.attributes)) {
      // DOMPurify cannot remove 'is' (it fixes the element's kind at parse time); it empties it instead.
      if (attr.name === 'is' && attr.value === '') continue;
      expect(richTextAttributes, `attribute ${attr.name} in ${output}`).toContain(attr.name);
      expect(attr.name.startsWith('on')).toBe(false);
      expect(attr.name === 'href' && /^\s*(javascript|data|vbscript):/i.test(attr.value), `${attr.name}=${attr.value}`).toBe(false);
    }
    // Only a link has an href, and only an allowed one.
    expect(!el.hasAttribute('href') || (el.localName === 'a' && hrefIsAllowed(el.getAttribute('href') ?? '')), `href ${el.getAttribute('href')} on <${el.localName}>`).toBe(true);
    // A target is _blank and always with rel="noopener noreferrer".
    const target = el.getAttribute('target');
    expect([target, target === null ? null : el.getAttribute('rel')]).toEqual(target === null ? [null, null] : ['_blank', 'noopener noreferrer']);
  }
  expect(output).not.toMatch(/<script|<iframe|<object|<embed|<svg|<math|<img|<style|<form|<input/i);
}

describe('sanitizeRichText over the DOMPurify corpus', () => {
  const cases = (corpus as { title?: string; payload: string }[]).map((c, i) => [`${i}: ${c.title ?? c.payload.slice(0, 40)}`, c.payload] as const);

  it('has the whole corpus', () => {
    expect(cases.length).toBeGreaterThan(200);
  });

  it.each(cases)('%s', (_title, payload) => {
    const once = sanitizeRichText(payload, policy);
    expectSafe(once);
    expect(sanitizeRichText(once, policy)).toBe(once);
  });
});

describe('sanitizeRichText rules', () => {
  it('keeps allowed structure and wording', () => {
    expect(sanitizeRichText('<h2>Help</h2><p>Call <strong>us</strong>.</p><ul><li>one</li></ul>', policy)).toBe(
      '<h2>Help</h2><p>Call <strong>us</strong>.</p><ul><li>one</li></ul>',
    );
  });

  it("sets only classes of rich text's own prefix (rt-), never the app's", () => {
    expect(sanitizeRichText('<p class="rt-note skip-link readonly-banner">x</p>', policy)).toBe('<p class="rt-note">x</p>');
    expect(sanitizeRichText('<span class="visually-hidden sidebar">y</span>', policy)).toBe('<span>y</span>');
  });

  it('keeps links to the bank and the regulators, with their subdomains', () => {
    const html = sanitizeRichText(
      '<a href="https://www.bank.invalid/help">a</a><a href="https://www.fca.org.uk/">b</a><a href="https://fscs.org.uk/x">c</a>',
      policy,
    );
    expect(html).toBe(
      '<a href="https://www.bank.invalid/help">a</a><a href="https://www.fca.org.uk/">b</a><a href="https://fscs.org.uk/x">c</a>',
    );
  });

  it('turns any other link, script URLs included, into the bank home address', () => {
    for (const href of ['https://evil.example/', 'javascript:alert(1)', 'data:text/html,x', '//evil.example', 'https://fca.org.uk.evil.example/']) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`, policy)).toBe('<a href="https://www.bank.invalid/">x</a>');
    }
  });

  it('gives new-window links rel="noopener noreferrer" and drops other targets', () => {
    expect(sanitizeRichText('<a href="https://fca.org.uk/" target="_blank" rel="opener">x</a>', policy)).toBe(
      '<a href="https://fca.org.uk/" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="#top" target="frame1" rel="opener">x</a>', policy)).toBe('<a href="#top">x</a>');
  });

  it('removes handlers, styles, ids, images and forms', () => {
    expect(
      sanitizeRichText('<div onclick="alert(1)" style="color:red" id="x" class="rt-note">t<img src=x onerror=alert(1)><form><input></form></div>', policy),
    ).toBe('<div class="rt-note">t</div>');
  });
});

describe('RichText', () => {
  function renderWithConfig(html: string) {
    const container = new Container();
    container.bind(AppConfig).toConstantValue({ ...policy });
    return render(
      <ContainerProvider container={container}>
        <RichText html={html} />
      </ContainerProvider>,
    );
  }

  it('renders sanitised content as elements a person can use', () => {
    renderWithConfig('<p>Read <a href="https://evil.example/">our terms</a> <script>alert(1)</script></p>');
    expect(screen.getByRole('link', { name: 'our terms' })).toHaveAttribute('href', 'https://www.bank.invalid/');
    expect(document.querySelector('script')).toBeNull();
  });
});
