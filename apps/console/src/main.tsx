import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/600.css';
import '@fontsource/sarabun/700.css';
import '@hbc/ui/base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app/ConsoleApp';
import { createConsoleRouter } from './app/router';

async function start(container: HTMLElement): Promise<void> {
  // The development convenience of spec section 9, only on the Vite dev server: production
  // builds drop this branch and the module it loads.
  if (import.meta.env.DEV) {
    const { writeDevProfile } = await import('./dev/dev-profile');
    writeDevProfile(window.location);
  }
  const router = createConsoleRouter();
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <ConsoleApp router={router} />
      </StrictMode>,
    ),
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
void start(container);
