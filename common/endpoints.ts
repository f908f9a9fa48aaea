import type { Author, FollowingResponse, FollowResponse } from './contract';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call as the server registers it and the web app calls it: its method, its path (`:name`
 * for a parameter) and, as a type alone, its answer. Declared once here, so neither side writes the
 * URL or the answer's type again; the server checks its response schema gives that type.
 */
export interface Endpoint<Answer, Method extends HttpMethod = HttpMethod, Path extends string = string> {
  readonly method: Method;
  readonly path: Path;
  /** Never set: it carries the answer's type. */
  readonly answer?: Answer;
}

/** The names of a path's `:parameters`. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

const endpoint =
  <Answer>() =>
  <const Method extends HttpMethod, const Path extends string>(
    method: Method,
    path: Path,
  ): Endpoint<Answer, Method, Path> => ({ method, path });

/** Authors' pages and following them. */
export const authorEndpoints = {
  author: endpoint<Author>()('GET', '/api/authors/:id'),
  follow: endpoint<FollowResponse>()('PUT', '/api/authors/:id/follow'),
  unfollow: endpoint<FollowResponse>()('DELETE', '/api/authors/:id/follow'),
  following: endpoint<FollowingResponse>()('GET', '/api/user/following'),
};
