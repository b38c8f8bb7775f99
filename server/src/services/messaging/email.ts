import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { recordInOutbox } from './outbox';

/** What some messages carry besides their text (back-in-stock alerts, docs/adr/020). */
export interface EmailExtras {
  /**
   * The message's own id (`<id@storefront.local>`): the same message sent again after a crash keeps
   * it, so mail systems see one message; the development outbox writes it once.
   */
  messageId?: string;
  /** headers such as List-Unsubscribe */
  headers?: Record<string, string>;
}

export interface EmailSender {
  send(to: string, subject: string, text: string, extras?: EmailExtras): Promise<void>;
}

const MESSAGE_ID_DOMAIN = 'storefront.local';
const messageIdOf = (extras?: EmailExtras) =>
  extras?.messageId ? { messageId: `<${extras.messageId}@${MESSAGE_ID_DOMAIN}>` } : {};

const FROM = 'Storefront <no-reply@storefront.local>';

/** E-mail through SMTP_URL, with nodemailer. */
export function smtpEmail(url: string): EmailSender {
  const transport = nodemailer.createTransport(url);
  return {
    async send(to, subject, text, extras) {
      await transport.sendMail({ from: FROM, to, subject, text, headers: extras?.headers, ...messageIdOf(extras) });
    },
  };
}

/**
 * Without SMTP_URL: nodemailer renders the real message (stream transport) into an .eml file in
 * `DATA_DIR/outbox/`, and the outbox table lists it on /dev/outbox.
 */
export function fileEmail(db: Db, dataDir: string, now: () => Date): EmailSender {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const folder = join(dataDir, 'outbox');
  return {
    async send(to, subject, text, extras) {
      const info = await transport.sendMail({
        from: FROM,
        to,
        subject,
        text,
        headers: extras?.headers,
        ...messageIdOf(extras),
      });
      const at = now();
      await mkdir(folder, { recursive: true });
      // A message with an id of its own is one file: sent again (after a crash), it is not a second mail.
      const name = extras?.messageId
        ? `${extras.messageId.replace(/[^\w-]/g, '_')}.eml`
        : `${at.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      try {
        await writeFile(join(folder, name), info.message as Buffer, { flag: extras?.messageId ? 'wx' : 'w' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return;
        throw error;
      }
      await recordInOutbox(db, { channel: 'email', to, subject, text }, at);
    },
  };
}
