import fs from 'node:fs/promises';
import path from 'node:path';

export interface SentMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  /** The first link in the message, and its `token` parameter. */
  link: string;
  token: string;
}

/** The message body as written: quoted-printable soft breaks joined and escapes decoded. */
function decodeQuotedPrintable(body: string): string {
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function parse(file: string, raw: string): SentMail {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const text = /quoted-printable/i.test(head) ? decodeQuotedPrintable(rest.join('\n\n')) : rest.join('\n\n');
  const link = /https?:\/\/\S+/.exec(text)?.[0] ?? '';
  return {
    file,
    to: header('To'),
    subject: header('Subject'),
    text,
    link,
    token: link ? (new URL(link).searchParams.get('token') ?? '') : '',
  };
}

/** Every message the embedded mailer wrote under `dataDir/outbox`, oldest first. */
export async function readOutbox(dataDir: string): Promise<SentMail[]> {
  const folder = path.join(dataDir, 'outbox');
  const files = (await fs.readdir(folder).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map(async (f) => parse(f, await fs.readFile(path.join(folder, f), 'utf8'))));
}

/** The newest message to `to` (with this subject, if given), waiting up to `timeoutMs` for it to arrive. */
export async function waitForMail(
  dataDir: string,
  to: string,
  subject?: string,
  timeoutMs = 10_000,
): Promise<SentMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(dataDir))
      .filter((mail) => mail.to === to && (!subject || mail.subject === subject))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No email to ${to}${subject ? ` about "${subject}"` : ''} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
