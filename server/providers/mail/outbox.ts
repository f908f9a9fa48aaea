import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './port';

export type MailLog = (fields: Record<string, unknown>, message: string) => void;

/**
 * The embedded default: each message becomes an `.eml` file in the outbox folder (built by
 * nodemailer, so any mail client opens it), and its link is logged so a local user can follow it.
 */
export class OutboxMailer implements Mailer {
  readonly name = 'outbox';
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly folder: string,
    private readonly from: string,
    private readonly log: MailLog,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const built = await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
    await fs.mkdir(this.folder, { recursive: true });
    const file = path.join(this.folder, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
    await fs.writeFile(file, built.message as Buffer);
    this.log({ to: message.to, subject: message.subject, link: message.link, file }, 'email written to the outbox');
  }
}
