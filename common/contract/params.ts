import { z } from 'zod';

/** The path parameters of a route on one thing: `/…/:id`. */
export const idParams = z.object({ id: z.string() });
