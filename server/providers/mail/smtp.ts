import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './port';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:port or smtps://… */
  url: string;
  from: string;
}

/** Sends through any SMTP server with nodemailer. */
export class SmtpMailer implements Mailer {
  readonly name = 'smtp';
  private readonly transport: Transporter;

  constructor(private readonly options: SmtpMailerOptions) {
    this.transport = nodemailer.createTransport(options.url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
  }
}
