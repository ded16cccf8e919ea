import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { buildContainer } from '../../composition/container';
import { createAppRouter } from '../../composition/app-router';
import { ContainerProvider } from '../di/container-context';
import { App } from './App';
import { StartupFrame } from './StartupFrame';

const heading = 'Welcome to Online Banking';

/**
 * What lays out the heading: every element that comes before it in the document (and so decides where
 * it sits), with its tag, classes and own text, cut at the heading. The skip link is positioned off
 * screen and the viewport class (app--small...) has no styles, so neither can move the heading.
 */
function layoutAbove(root: Element): string[] {
  const h1 = [...root.querySelectorAll('h1')].find((h) => h.textContent === heading);
  if (!h1) throw new Error('no log-on heading');
  const above: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode() as Element | null; node; node = walker.nextNode() as Element | null) {
    if (node.classList.contains('skip-link') || node.closest('.skip-link')) continue;
    const classes = [...node.classList].filter((c) => !c.startsWith('app--')).sort();
    const ownText = [...node.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('').trim();
    above.push(`${node.tagName.toLowerCase()}${classes.map((c) => `.${c}`).join('')}${ownText ? ` "${ownText}"` : ''}`);
    if (node === h1) return above;
  }
  return above;
}

describe('StartupFrame', () => {
  it('lays out the heading exactly as the log-on page does, so replacing it shifts nothing', async () => {
    window.location.hash = '#/authentication/username';
    const container = buildContainer({ kind: 'fake' });
    const { container: app } = render(
      <ContainerProvider container={container}>
        <App router={createAppRouter(container)} />
      </ContainerProvider>,
    );
    await screen.findByRole('heading', { level: 1, name: heading });

    const frame = document.createElement('div');
    frame.innerHTML = renderToStaticMarkup(<StartupFrame />);
    expect(layoutAbove(frame)).toEqual(layoutAbove(app));
  });

  it('is static markup the CSP allows: no script, no inline style, nothing to focus by Tab', () => {
    const html = renderToStaticMarkup(<StartupFrame />);
    expect(html).not.toMatch(/<script|style=|href=|<button|<input/i);
    expect(html).toContain('role="status"');
  });
});
