import { afterAll, beforeAll } from 'vitest';
import { buildControlledWriter } from './factories';
import { startTestApp, type TestApp } from './testApp';

/**
 * Registers a test app (fresh database, real HTTP) whose writer the test drives by hand. The
 * returned `t` is filled in before the file's tests run.
 */
export function testAppWithControlledWriter(env?: Record<string, string>) {
  const control = buildControlledWriter();
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(
      t,
      await startTestApp({ env, providers: (_config, defaults) => ({ ...defaults, writer: control.writer }) }),
    );
  });
  afterAll(async () => {
    await t.close();
  });
  return { t, control };
}
