import './lib/zod-setup';
import './lib/cspNonce';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { meQuery } from './api/meQuery';
import { createQueryClient } from './api/queryClient';
import { registerServiceWorker } from './lib/offline';
import { readToken } from './lib/token';
import { PRERENDERED_ROOT_ATTRIBUTE, noteEarlyScroll } from './components/layout/useKeepEarlyScroll';
import { createRouter, routerReady } from './router';
import './fonts.css';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const router = createRouter(queryClient);
// A signed-in visitor's user is asked for alongside the page's module, not after it.
if (readToken()) void queryClient.prefetchQuery(meQuery);

// The served page stays on screen until its module is here. A page the build rendered whole is then
// hydrated: React keeps its elements and replays what the visitor clicked or typed meanwhile. The
// loading shells (every other page) are placeholders, which the app replaces.
void routerReady(router).then(() => {
  const app = <App router={router} queryClient={queryClient} />;
  if (root.hasAttribute(PRERENDERED_ROOT_ATTRIBUTE)) {
    noteEarlyScroll(root);
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
});

registerServiceWorker();
