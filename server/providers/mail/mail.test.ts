import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { createProviders } from '#server/providers';
import { readOutbox } from '#server/test/outbox';
import { OutboxMailer } from './outbox';
import { SmtpMailer } from './smtp';

interface Received {
  from: string;
  to: string[];
  data: string;
  user?: string;
}

const message = {
  to: 'reader@example.com',
  subject: 'Verify your Reverie email',
  text: 'Open http://reverie.test/verify-email?token=abc123 to verify.\n',
  link: 'http://reverie.test/verify-email?token=abc123',
};

describe('SMTP mailer', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 'pw') return callback(null, { user: auth.username });
        callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString(),
            user: session.user as string | undefined,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers through the server named by SMTP_URL, signed in, from MAIL_FROM', async () => {
    const config = loadConfig({
      SMTP_URL: `smtp://mailer:pw@127.0.0.1:${port}`,
      MAIL_FROM: 'Reverie <hello@reverie.test>',
    });
    const { mail } = await createProviders(config);
    expect(mail.name).toBe('smtp');
    await mail.send(message);
    const last = received.at(-1)!;
    expect(last).toMatchObject({ from: 'hello@reverie.test', to: ['reader@example.com'], user: 'mailer' });
    expect(last.data).toContain('Subject: Verify your Reverie email');
    expect(last.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(message.link);
  });

  it('fails the send when the server refuses the login', async () => {
    const mailer = new SmtpMailer({ url: `smtp://mailer:wrong@127.0.0.1:${port}`, from: 'hello@reverie.test' });
    await expect(mailer.send(message)).rejects.toThrow();
  });
});

describe('outbox mailer', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'reverie-outbox-'));
  });
  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('is the default, writes an .eml file under DATA_DIR/outbox and logs the link at info', async () => {
    expect((await createProviders(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }))).mail.name).toBe('outbox');
    const logged: { fields: Record<string, unknown>; message: string }[] = [];
    const mailer = new OutboxMailer(path.join(dataDir, 'outbox'), 'Reverie <no-reply@localhost>', (fields, text) =>
      logged.push({ fields, message: text }),
    );
    await mailer.send(message);
    const [written] = await readOutbox(dataDir);
    expect(written).toMatchObject({ to: 'reader@example.com', subject: message.subject, link: message.link });
    expect(logged).toEqual([
      {
        fields: expect.objectContaining({ to: 'reader@example.com', link: message.link }),
        message: 'email written to the outbox',
      },
    ]);
  });

  it('refuses SMTP_URL without MAIL_FROM, or a URL that is not SMTP', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://127.0.0.1:25' })).toThrow(/SMTP_URL and MAIL_FROM/);
    expect(() => loadConfig({ SMTP_URL: 'http://127.0.0.1', MAIL_FROM: 'a@b.c' })).toThrow(/SMTP_URL/);
  });
});
