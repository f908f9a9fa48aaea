import type { RouteObject } from 'react-router';
import { appRoutes } from '#web/router';
import { createStory } from './fixtures';
import type { RunningApp } from './server';
import { api } from './storyFixtures';

export const ADMIN = { email: 'console-admin@reverie.test', password: 'console-admin-pw' };

/** Every path of the web route table, so a new screen is visited without anyone remembering to add it. */
function routePaths(list: RouteObject[], prefix = ''): string[] {
  return list.flatMap((route) => {
    const path = route.index ? prefix : `${prefix}${route.path ?? ''}`;
    const own = route.element ? [path] : [];
    return route.children ? [...own, ...routePaths(route.children, path === '/' ? '/' : `${path}/`)] : own;
  });
}
export const PATHS = [...new Set(routePaths(appRoutes).map((path) => (path.startsWith('/') ? path : `/${path}`)))];

export interface World {
  token: string;
  storyId: string;
  /** The story's author: the admin. */
  authorId: string;
  creditSession: string;
  planSession: string;
}

/** A concrete address for each route pattern; a new pattern without one fails the test, by design. */
export function addressOf(pattern: string, world: World): string {
  const samples: Record<string, string> = {
    '/story/:id': `/story/${world.storyId}`,
    '/author/:id': `/author/${world.authorId}`,
    '/edit/:id': `/edit/${world.storyId}`,
    '/checkout/:type?/:id?': '/checkout/credit/starter',
    '/payment/success': `/payment/success?session_id=${world.creditSession}&credits=5`,
    '/payment/credit-success': `/payment/credit-success?session_id=${world.creditSession}&credits=5&package=starter`,
    '/payment/subscription-success': `/payment/subscription-success?session_id=${world.planSession}&plan=intimacy`,
    '/*': '/no-such-page',
  };
  if (samples[pattern]) return samples[pattern];
  if (pattern.includes(':') || pattern.includes('*')) throw new Error(`No sample address for the route ${pattern}`);
  return pattern;
}

/** The admin (started with ADMIN's credentials) with a paid plan, a bought pack and a public story. */
export async function setUpWorld(app: RunningApp): Promise<World> {
  const login = await fetch(`${app.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const plan = await api<{ id: string }>(app, token, 'POST', '/api/payment/create-checkout-session', {
    plan: 'intimacy',
  });
  await api(app, token, 'POST', '/api/payment/demo/pay', { sessionId: plan.id });
  const pack = await api<{ id: string }>(app, token, 'POST', '/api/payment/create-credit-checkout', {
    packageId: 'starter',
  });
  await api(app, token, 'POST', '/api/payment/demo/pay', { sessionId: pack.id });
  const story = await createStory(app, token, { title: 'Console Watch', accessType: 'public' });
  return { token, storyId: story._id, authorId: story.userId, creditSession: pack.id, planSession: plan.id };
}
