// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canMatch, namesIn, startupCssFor, styleHash } from '../../scripts/startup-css.mjs';

const markup = '<div class="app"><header class="top-bar"><p class="top-title">Online Banking</p></header><h1 class="title">Welcome</h1><span class="spinner"></span></div>';

describe("the startup frame's CSS", () => {
  it('keeps a selector only when every class and element it names is in the frame', () => {
    const names = namesIn(markup);
    expect(canMatch('.top-bar', names)).toBe(true);
    expect(canMatch('header.top-bar > .top-title', names)).toBe(true);
    expect(canMatch(':root', names)).toBe(true);
    expect(canMatch('*::before', names)).toBe(true);
    expect(canMatch('body', names)).toBe(true);
    expect(canMatch('a:hover', names)).toBe(false);
    expect(canMatch('.button.button--disabled', names)).toBe(false);
    expect(canMatch('body.modal-open', names)).toBe(false);
    expect(canMatch('.top-bar input[type="text"]', names)).toBe(false);
  });

  it('takes the rules that style the frame, in their order, minified, and nothing else', () => {
    const css = [
      ':root { --brand: #005a78; }',
      'a, .top-title { color: var(--brand); }',
      '.button { padding: 1rem; }',
      '@media (min-width: 768px) { .top-bar { padding: 2rem; } .button { padding: 2rem; } }',
      '@media print { .button { display: none; } }',
      '.spinner { animation: spin 1s linear infinite; }',
      '@keyframes spin { to { transform: rotate(360deg); } }',
      '@keyframes fade { to { opacity: 0; } }',
      '/* a comment */ h1 { font-size: 2rem; }',
    ].join('\n');
    expect(startupCssFor(css, markup)).toBe(
      ':root{--brand:#005a78}.top-title{color:var(--brand)}@media (width>=768px){.top-bar{padding:2rem}}.spinner{animation:1s linear infinite spin}@keyframes spin{to{transform:rotate(360deg)}}h1{font-size:2rem}',
    );
  });

  it("is allowed by the sha256 of its exact text, as the CSP's style-src names it", () => {
    // echo -n 'h1{color:red}' | openssl dgst -sha256 -binary | base64
    expect(styleHash('h1{color:red}')).toBe("'sha256-/D8wWMrWSOjeD/K4IHepvRvJjPxqJbouCB3qbqmBaqY='");
    expect(styleHash('h1{color:red} ')).not.toBe(styleHash('h1{color:red}'));
  });
});
