import './lib/zod-setup';
import './lib/cspNonce';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { meQuery } from './api/meQuery';
import { createQueryClient } from './api/queryClient';
import { readToken } from './lib/token';
import { createRouter, routerReady } from './router';
import './fonts.css';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const router = createRouter(queryClient);
// A signed-in visitor's user is asked for alongside the page's module, not after it.
if (readToken()) void queryClient.prefetchQuery(meQuery);

// A prerendered page stays on screen until its module is here, then React draws the same page over it.
void routerReady(router).then(() => createRoot(root).render(<App router={router} queryClient={queryClient} />));
