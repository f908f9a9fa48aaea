import { spawnSync } from 'node:child_process';

/**
 * `npm test`: the static checks (lint, format, types, knip), the API, unit and component tests, then
 * the browser tests on a fresh build. Everything runs unless told otherwise:
 *   SKIP_CHECKS=1  leaves out the static checks (they do not depend on the database)
 *   SKIP_E2E=1     leaves out the browser tests
 * CI (.ci/run) runs it twice, once per database, and so runs the checks and the browser suite once each.
 */
const skipped = (name: string) => {
  const value = process.env[name];
  if (value !== undefined && value !== '' && value !== '0' && value !== '1')
    throw new Error(`${name} must be 1 (skip) or 0 (run), not "${value}"`);
  return value === '1';
};

const steps = [
  { script: 'check', skip: skipped('SKIP_CHECKS') },
  { script: 'test:unit', skip: false },
  { script: 'test:e2e', skip: skipped('SKIP_E2E') },
];

for (const { script, skip } of steps) {
  if (skip) {
    console.log(`== npm run ${script}: skipped`);
    continue;
  }
  const { status } = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
