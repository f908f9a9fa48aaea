import { startFakeOpenAiServer, type FakeOpenAiServer } from '#server/test/fakeOpenAiServer';
import {
  createStory,
  createUser,
  expect,
  logIn,
  passAgeGateAndCookies,
  screenshot,
  signIn,
  test as base,
} from './fixtures';

const ADMIN = { email: 'admin@reverie.test', password: 'admin-secret-pw' };

/** The usual fixtures, on a server whose writer is a local imitation of an OpenAI-compatible service that rejects the request. */
const test = base.extend<{ writer: FakeOpenAiServer; appEnv: Record<string, string> }>({
  writer: [
    async ({}, use) => {
      const writer = await startFakeOpenAiServer({
        failFirst: {
          status: 400,
          times: 1000,
          body: { error: { message: "This model's maximum context length is 4096 tokens", type: 'invalid_request' } },
        },
      });
      await use(writer);
      await writer.close();
    },
    { scope: 'file' },
  ],
  appEnv: async ({ writer }, use) =>
    use({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LLM_BASE_URL: writer.url, LLM_MODEL: 'e2e-model' }),
});

test.beforeEach(async ({ context }) => passAgeGateAndCookies(context));

test('the admin reads why the writer failed, with the chapter it failed, in the Writer Failures tab', async ({
  app,
  context,
  page,
}) => {
  const author = await createUser(app);
  await createStory(app, author.token, { title: 'Harbour Lights' }, { waitUntilReady: false });
  const adminToken = await logIn(app, ADMIN);
  const recorded = async () => {
    const answer = await fetch(`${app.baseUrl}/api/admin/writer-failures`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    return answer.headers.get('X-Total-Count');
  };
  await expect.poll(recorded, { timeout: 30_000 }).toBe('1');
  await signIn(context, adminToken);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Writer Failures (1)' }).click();
  const panel = page.getByRole('region', { name: 'Writer failures' });
  const row = panel.locator('tbody tr').first();
  await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('HTTP 400');
  expect(await row.textContent()).toContain('e2e-model');
  expect(await row.textContent()).toContain('maximum context length is 4096 tokens');
  await panel.getByRole('link', { name: 'Harbour Lights, chapter 1' }).first().click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/story\//);
  await screenshot(page, 'admin-writer-failures-01-story');
});
