import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type { Db } from '../../db/client';
import { recordInOutbox, type OutboxPrinter } from './outbox';
import { SHOP_NAME } from '../../contract/constants';

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

// the shop's name, as shoppers know it from the site, not the project's
const FROM = `${SHOP_NAME} <no-reply@storefront.local>`;

/** Where a refused address is reported: the app's logger. */
export interface MailLog {
  warn(details: object, message: string): void;
}

/** An address nodemailer would not deliver as it is written: no message goes to it. */
export class UndeliverableAddress extends Error {
  constructor() {
    super('e-mail address not deliverable as stored');
    this.name = 'UndeliverableAddress';
  }
}

/**
 * nodemailer reads `to` as an address list, where quotes, angle brackets, commas and spaces make a
 * display name, a group or a second recipient: `"><x>1@x.tm` went to `<"1"@x.tm>`. The
 * sign-up rule (contract/identity-rules.ts) keeps such addresses out; this is the mailer's own
 * check, with nodemailer's parser, for whatever reaches it: a message goes only to a string read
 * back as exactly one address, the same, with no name.
 */
export function refuseRewrittenAddress(to: string, log?: MailLog): void {
  const parsed = addressparser(to, { flatten: true });
  if (parsed.length === 1 && parsed[0].address === to && parsed[0].name === '') return;
  log?.warn(
    { to, readAs: parsed.map((entry) => entry.address) },
    'e-mail not sent: nodemailer would deliver it to another address',
  );
  throw new UndeliverableAddress();
}

type Nodemailer = (typeof import('nodemailer'))['default'];

/**
 * A nodemailer transport made with the first message: loading nodemailer costs a process (and every
 * API test file) a good part of a second, and most send no e-mail.
 */
function lazyTransport<T extends Transporter>(make: (nodemailer: Nodemailer) => T): () => Promise<T> {
  let transport: Promise<T> | undefined;
  return () => (transport ??= import('nodemailer').then((module) => make(module.default)));
}

/** E-mail through SMTP_URL, with nodemailer. */
export function smtpEmail(url: string, log?: MailLog): EmailSender {
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport(url));
  return {
    async send(to, subject, text, extras) {
      refuseRewrittenAddress(to, log);
      await (
        await transport()
      ).sendMail({ from: FROM, to, subject, text, headers: extras?.headers, ...messageIdOf(extras) });
    },
  };
}

/**
 * Without SMTP_URL: nodemailer renders the real message (stream transport) into an .eml file in
 * `DATA_DIR/outbox/`, and the outbox table lists it on /dev/outbox and /admin (`print`: a line in
 * the terminal too).
 */
export function fileEmail(db: Db, dataDir: string, now: () => Date, log?: MailLog, print?: OutboxPrinter): EmailSender {
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  const folder = join(dataDir, 'outbox');
  return {
    async send(to, subject, text, extras) {
      refuseRewrittenAddress(to, log);
      const info = await (
        await transport()
      ).sendMail({
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
      await recordInOutbox(db, { channel: 'email', to, subject, text }, at, print);
    },
  };
}
