import 'reflect-metadata/lite';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { buildContainerInSlices } from './container';
import { createAppRouter } from './app-router';
import { localEnvironment, selectEnvironment } from './environments.config';
import { ContainerProvider } from '../ui/di/container-context';
import { App } from '../ui/shell/App';
import { ContentStore } from '../ui/content/content.store';
import { afterNextPaint, firstPageReady, yieldToMain } from '../ui/shell/first-page-ready';
import '../ui/shell/styles.css';
// In the first stylesheet, not the stage 1 chunk's: the prerendered frame needs it at first paint.
import '../ui/shared/auth/auth.css';

/**
 * A production build's root holds the log-on page's form, prerendered at build time (StartupFrame);
 * the first render replaces it, and the start script in index.html hands over what was typed in it.
 * Start-up lets the browser paint it before any work of its own, builds the container a feature per
 * task, starts content first (its requests are the longest wait), does the rest in tasks of their own so the main thread stays responsive,
 * and renders once the first page can replace the frame whole, with no loader in between.
 */
async function start(root: HTMLElement): Promise<void> {
  const prerendered = root.hasChildNodes();
  if (prerendered) await afterNextPaint();
  // VITE_BANK_ENV is read at build time: a build without it (the demo bank's) carries no other entry.
  const bankEnv = import.meta.env.VITE_BANK_ENV as string | undefined;
  const container = await buildContainerInSlices({ kind: 'real', config: bankEnv ? selectEnvironment(bankEnv) : localEnvironment }, yieldToMain);
  const content = container.get(ContentStore);
  void content.load();
  await yieldToMain();
  const router = createAppRouter(container);
  if (prerendered) await firstPageReady(router, content);
  // A transition renders the first page in slices that leave the main thread free between them.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <ContainerProvider container={container}>
          <App router={router} />
        </ContainerProvider>
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
if (root) void start(root);
