import 'reflect-metadata/lite';
import { Container } from 'inversify';
import { MemoryRouter } from 'react-router-dom';
import { LogOnLimits } from '../../core/auth-forms/log-on-messages';
import type { AppConfig } from '../../core/shared/app-config';
import { Tracking } from '../../core/shared/tracking.port';
import { ContainerProvider } from '../di/container-context';
import { UsernamePage } from '../auth/username/UsernamePage';
import { UsernameFieldId, UsernameViewModel } from '../auth/username/username.view-model';
import { logOnPagePaths } from './log-on-page-paths';

/** What the build's start script needs to know (scripts/log-on-takeover.mjs), from the app's own sources. */
export const startScriptInputs = { paths: [...logOnPagePaths], fieldId: UsernameFieldId, minLength: LogOnLimits.usernameMin };

const unused = undefined as never;

/**
 * Stage 1's view model as it first renders, before it has started: no name, Remember me off, no
 * error. At build time nothing starts it, opens a modal or navigates (no effect runs in a static
 * render), so its ports are never called and the layout's modals track nothing.
 */
function firstRenderContainer(): Container {
  const container = new Container();
  const config = { helpPhone: '' } as AppConfig;
  const viewModel = new UsernameViewModel(unused, unused, unused, unused, unused, config, unused);
  container.bind(UsernameViewModel).toConstantValue(viewModel);
  container.bind(Tracking).toConstantValue(unused);
  return container;
}

/**
 * The log-on page before any JavaScript has run: the shell's top bar and stage 1 itself (the username
 * field, Remember me, Continue, Register), rendered by the app's own UsernamePage with its view
 * model's first values, so there is one source for the markup. The build renders it to static markup
 * into index.html's #root (scripts/vite-log-on-page.mjs) with the rules it needs inline, so the first
 * paint needs only the HTML and the customer can type at once. The start script beside it
 * (scripts/log-on-takeover.mjs) holds a Continue pressed early and hands what was typed to the app
 * when the app's first render replaces the frame; for any other first route it marks the page so that
 * only the heading and the loader show, as before the form was in the HTML.
 *
 * The shell around the page must lay out exactly as RootLayout does, or the swap moves things (layout
 * shift): StartupFrame.spec.tsx compares the frame with the app's first render. No inline style
 * attributes (the CSP's style-src allows only the build's one <style> by its hash).
 */
export function StartupFrame() {
  return (
    <div className="app">
      <header className="top-bar">
        <p className="top-title">Online Banking</p>
      </header>
      <div className="layout">
        <main id="main-content" className="main" tabIndex={-1}>
          <ContainerProvider container={firstRenderContainer()}>
            <MemoryRouter>
              <UsernamePage />
            </MemoryRouter>
          </ContainerProvider>
          <div className="auth-layout loader startup-frame__loader" role="status">
            <span className="loader__spinner" aria-hidden="true" />
            <span className="visually-hidden">Loading Online Banking</span>
          </div>
        </main>
      </div>
    </div>
  );
}
