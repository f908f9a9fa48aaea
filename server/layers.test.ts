import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** Each case: a file in one layer importing what its layer must not. */
const forbidden = [
  { file: 'server/modules/stories/probe.routes.ts', code: "import { findStoryView } from './stories.repo';" },
  { file: 'server/modules/stories/probe.routes.ts', code: "import { users } from '#server/db/schema';" },
  { file: 'server/modules/stories/probe.routes.ts', code: "import { sql } from 'drizzle-orm';" },
  { file: 'server/modules/stories/probe.service.ts', code: "import type { FastifyRequest } from 'fastify';" },
  { file: 'server/modules/stories/probe.service.ts', code: "import { requireUser } from '#server/http/currentUser';" },
  { file: 'server/modules/stories/probe.service.ts', code: "import { registerBackgroundJobs } from '#server/jobs';" },
  { file: 'server/modules/stories/probe.service.ts', code: "import { sql } from 'drizzle-orm';" },
  { file: 'server/modules/stories/probe.ts', code: "import { and } from 'drizzle-orm';" },
  { file: 'server/jobs/probe.ts', code: "import { sql } from 'drizzle-orm';" },
  { file: 'server/http/probe.ts', code: "import { sql } from 'drizzle-orm';" },
  { file: 'server/modules/stories/probe.repo.ts', code: "import type { FastifyRequest } from 'fastify';" },
  { file: 'server/providers/writer/probe.ts', code: "import { users } from '#server/db/schema';" },
  {
    file: 'server/providers/writer/probe.ts',
    code: "import { changeCredits } from '#server/modules/credits/credits.service';",
  },
  { file: 'server/policies/probe.ts', code: "import { findUserById } from '#server/modules/users/users.repo';" },
  { file: 'common/probe.ts', code: "import { buildApp } from '#server/app';" },
  { file: 'common/probe.ts', code: "import { router } from '#web/router';" },
  { file: 'web/probe.ts', code: "import { AGE_LIMIT } from '#server/config';" },
  { file: 'server/modules/narration/probe.ts', code: "import { wordsText } from '#server/test/narrationKit';" },
  { file: 'server/providers/writer/probe.ts', code: "import { chapterRequest } from '../../test/writerKit';" },
  { file: 'server/jobs/probe.ts', code: "import { startTestApp } from '#server/test/testApp';" },
  { file: 'server/app-probe.ts', code: "import { startTestApp } from './test/testApp';" },
  { file: 'web/pages/probe.tsx', code: "import { renderApp } from '#web/test/render';" },
];

const allowed = [
  { file: 'server/modules/stories/probe.routes.ts', code: "import { generateStory } from './stories.service';" },
  { file: 'server/modules/stories/probe.service.ts', code: "import { findStoryView } from './stories.repo';" },
  { file: 'server/modules/stories/probe.repo.ts', code: "import { eq } from 'drizzle-orm';" },
  { file: 'server/db/probe.ts', code: "import { sql } from 'drizzle-orm';" },
  { file: 'server/jobs/probe.ts', code: "import { changeCredits } from '#server/modules/credits/credits.service';" },
  { file: 'web/probe.ts', code: "import { AGE_LIMIT } from '#common/catalogue/age';" },
  { file: 'server/modules/narration/probe.test.ts', code: "import { wordsText } from '#server/test/narrationKit';" },
  { file: 'server/test/probe.ts', code: "import { findUserById } from '#server/modules/users/users.repo';" },
];

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint();
});

const layerErrors = async (file: string, code: string) => {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: file });
  return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies' || m.ruleId === 'no-restricted-imports');
};

describe('the lint layer rules', () => {
  it.each(forbidden)('refuse $code in $file', async ({ file, code }) => {
    expect(await layerErrors(file, code)).not.toHaveLength(0);
  });

  it.each(allowed)('accept $code in $file', async ({ file, code }) => {
    expect(await layerErrors(file, code)).toHaveLength(0);
  });
});
