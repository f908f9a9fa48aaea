/** One message to one person; `link` is the action it carries (verification, reset). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  link: string;
}

export interface Mailer {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}
