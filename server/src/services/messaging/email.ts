import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { recordInOutbox } from './outbox';

export interface EmailSender {
  send(to: string, subject: string, text: string): Promise<void>;
}

const FROM = 'Storefront <no-reply@storefront.local>';

/** E-mail through SMTP_URL, with nodemailer. */
export function smtpEmail(url: string): EmailSender {
  const transport = nodemailer.createTransport(url);
  return {
    async send(to, subject, text) {
      await transport.sendMail({ from: FROM, to, subject, text });
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
    async send(to, subject, text) {
      const info = await transport.sendMail({ from: FROM, to, subject, text });
      const at = now();
      await mkdir(folder, { recursive: true });
      const name = `${at.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(join(folder, name), info.message as Buffer);
      await recordInOutbox(db, { channel: 'email', to, subject, text }, at);
    },
  };
}
