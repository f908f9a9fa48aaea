import type { z } from 'zod';
import type { Endpoint } from '#common/endpoints';

/**
 * A route's method and URL as its shared declaration (#common/endpoints) gives them, with the schema
 * of its success answer, which must produce the answer type the web app was promised.
 */
export const routeOf = <
  Answer,
  Method extends Endpoint<Answer>['method'],
  Path extends string,
  Schema extends z.ZodType<Answer>,
>(
  endpoint: Endpoint<Answer, Method, Path>,
  answer: Schema,
) => ({ method: endpoint.method, url: endpoint.path, answer });
