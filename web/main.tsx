import './lib/zod-setup';
import './lib/cspNonce';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { meQuery } from './api/meQuery';
import { createQueryClient } from './api/queryClient';
import { registerServiceWorker } from './lib/offline';
import { readToken } from './lib/token';
import { PRERENDERED_ROOT_ATTRIBUTE } from './components/layout/prerendered';
import { AppRoutes, loadFirstPage } from './router';
import './fonts.css';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// A signed-in visitor's user is asked for alongside the page's module, not after it.
if (readToken()) void queryClient.prefetchQuery(meQuery);

// The served page stays on screen until its module is here. A page the build rendered whole is then
// hydrated: React keeps its elements, where the visitor scrolled and what they typed. React listens
// from hydration on, so a tap made while the module was still coming does nothing. The loading
// shells (every other page) are placeholders, which the app replaces.
void loadFirstPage(window.location.pathname).then(() => {
  const hydrating = root.hasAttribute(PRERENDERED_ROOT_ATTRIBUTE);
  const app = (
    <App queryClient={queryClient} hydrating={hydrating}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  );
  // As a transition, the first render yields to the browser every few milliseconds instead of holding
  // the main thread until the whole page is drawn; a tap meanwhile hydrates its part first.
  startTransition(() => {
    if (hydrating) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
});

registerServiceWorker();
