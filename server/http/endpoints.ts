import type { z } from 'zod';
import type { Endpoint } from '#common/endpoint';

/**
 * A route's method and URL as its shared declaration (`#common/endpoints/<area>`) gives them, with
 * the schema of its success answer, which must produce the answer type the web app was promised.
 */
export const routeOf = <
  Answer,
  Method extends Endpoint<Answer>['method'],
  Path extends string,
  Schema extends z.ZodType<Answer>,
>(
  endpoint: Endpoint<Answer, Method, Path, unknown>,
  answer: Schema,
) => ({ method: endpoint.method, url: endpoint.path, answer });

/** The body schema of a declared route, which must accept the body type the web app was promised. */
export const bodyOf = <Body, Schema extends z.ZodType<unknown, Body>>(
  _endpoint: Endpoint<unknown, Endpoint<unknown>['method'], string, Body>,
  body: Schema,
): Schema => body;
