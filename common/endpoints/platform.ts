import type { Platform } from '../contract';
import { endpoint } from '../endpoint';

/** What this server runs: its providers. */
export const platformEndpoints = {
  platform: endpoint<Platform>()('GET', '/api/platform'),
};
