import 'reflect-metadata/lite';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { buildContainer } from './container';
import { createAppRouter } from './app-router';
import { selectEnvironment } from './environments.config';
import { ContainerProvider } from '../ui/di/container-context';
import { App } from '../ui/shell/App';
import '../ui/shell/styles.css';

const env = selectEnvironment(import.meta.env.VITE_BANK_ENV as string | undefined);
const container = buildContainer({ kind: 'real', env: env.name });
const router = createAppRouter(container);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ContainerProvider container={container}>
        <App router={router} />
      </ContainerProvider>
    </StrictMode>,
  );
}
