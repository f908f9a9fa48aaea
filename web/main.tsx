import './lib/zod-setup';
import './lib/cspNonce';
import { render } from 'preact';
import { App } from './App';
import { meQuery } from './api/meQuery';
import { createQueryClient } from './api/queryClient';
import { readToken } from './lib/token';
import { holdEarlyInput } from './components/layout/earlyInput';
import { noteEarlyScroll } from './components/layout/useKeepEarlyScroll';
import { createRouter, routerReady } from './router';
import './fonts.css';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const releaseEarlyInput = holdEarlyInput(root);
const queryClient = createQueryClient();
const router = createRouter(queryClient);
// A signed-in visitor's user is asked for alongside the page's module, not after it.
if (readToken()) void queryClient.prefetchQuery(meQuery);

// The served page stays on screen until its module is here, then the app is drawn over it. Preact's own
// render reuses the served elements, patching what differs; the compatibility layer's createRoot would
// empty the root first (as React does), so the whole page would be built and laid out again and its
// largest text painted a second time.
void routerReady(router).then(() => {
  noteEarlyScroll(root);
  const replayEarlyInput = releaseEarlyInput();
  render(<App router={router} queryClient={queryClient} />, root);
  replayEarlyInput();
});
