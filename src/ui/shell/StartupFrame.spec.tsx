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
 * An element tree as the layout and the customer meet it: tags, attributes (sorted, names in lower
 * case as HTML reads them) and text. Left out: what the app adds around the page that takes no room
 * in the flow (the skip link is positioned off screen, the viewport class app--... has no styles), the
 * frame's own loader (shown only for a deep link), and what the app's effects write after the first
 * render (the main region's description and the heading's id, from the route focus).
 */
function tree(root: Element): string[] {
  const lines: string[] = [];
  const walk = (el: Element, depth: number) => {
    if (el.classList.contains('skip-link') || el.classList.contains('startup-frame__loader')) return;
    const attributes = [...el.attributes]
      .filter((a) => !(el.tagName === 'MAIN' && a.name === 'aria-describedby') && !(el.tagName === 'H1' && a.name === 'id'))
      .map((a) => (a.name === 'class' ? `class="${a.value.split(/\s+/).filter((c) => c && !c.startsWith('app--')).sort().join(' ')}"` : `${a.name.toLowerCase()}="${a.value}"`))
      .sort();
    const text = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('').trim();
    lines.push(`${'  '.repeat(depth)}<${el.tagName.toLowerCase()} ${attributes.join(' ')}>${text}`);
    for (const child of el.children) walk(child, depth + 1);
  };
  walk(root, 0);
  return lines;
}

async function appFirstRender(): Promise<Element> {
  window.location.hash = '#/authentication/username';
  const container = buildContainer({ kind: 'fake' });
  const { container: app } = render(
    <ContainerProvider container={container}>
      <App router={createAppRouter(container)} />
    </ContainerProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: heading });
  const shell = app.querySelector('.app');
  if (!shell) throw new Error('no app shell');
  return shell;
}

function frame(): Element {
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(<StartupFrame />);
  const shell = holder.querySelector('.app');
  if (!shell) throw new Error('no frame');
  return shell;
}

describe('StartupFrame', () => {
  it("is the app's first render of the log-on page, element for element, so the takeover shifts nothing", async () => {
    const app = await appFirstRender();
    expect(tree(frame())).toEqual(tree(app));
  });

  it('holds the username form itself and, for a deep link, a loader hidden until the start script shows it', () => {
    const html = frame();
    expect(html.querySelector('input#userid[name="userid"][autocomplete="username"]')).not.toBeNull();
    expect(html.querySelector('input#cookieuserid[type="checkbox"]')).not.toBeNull();
    expect([...html.querySelectorAll('button')].map((b) => b.textContent)).toEqual(expect.arrayContaining(['Continue', 'Register']));
    expect(html.querySelector('.startup-frame__loader[role="status"]')?.textContent).toBe('Loading Online Banking');
  });

  it('is static markup the CSP allows: no script, no inline style attribute', () => {
    expect(renderToStaticMarkup(<StartupFrame />)).not.toMatch(/<script|style=/i);
  });
});
