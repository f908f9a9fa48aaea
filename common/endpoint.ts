type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call as the server registers it and the web app calls it: its method, its path (`:name`
 * for a parameter) and, as types alone, its answer and its body. Declared once (in
 * `#common/endpoints/<area>`), so neither side writes the URL or the answer's type again; the server
 * checks its response schema gives that type.
 */
export interface Endpoint<
  Answer,
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Body = undefined,
> {
  readonly method: Method;
  readonly path: Path;
  /** Never set: it carries the answer's type. */
  readonly answer?: Answer;
  /** Never set: it carries the body's type (`undefined`: the call sends none). */
  readonly body?: Body;
}

/** The names of a path's `:parameters`. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** Declares an endpoint answering `Answer` (and taking `Body`, when it takes one). */
export const endpoint =
  <Answer, Body = undefined>() =>
  <const Method extends HttpMethod, const Path extends string>(
    method: Method,
    path: Path,
  ): Endpoint<Answer, Method, Path, Body> => ({ method, path });

/** The endpoint's path with each `:parameter` replaced by its value, encoded. */
export function pathOf<Path extends string>(
  endpoint: Endpoint<unknown, HttpMethod, Path, unknown>,
  params: Record<PathParams<Path>, string>,
): string {
  const values: Record<string, string> = params;
  return endpoint.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? ''));
}
