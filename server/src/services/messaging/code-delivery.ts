import type { Config } from '../../config';
import type { Lng } from '../../contract/constants';
import type { Db } from '../../db/client';
import { message } from '../../lib/messages';
import type { DeliverCode } from '../accounts/codes';
import { fileEmail, smtpEmail, type EmailSender, type MailLog } from './email';
import { outboxPrinter } from './outbox';
import { httpSms, outboxSms, type SmsProvider } from './sms';

export interface Messengers {
  sms: SmsProvider;
  email: EmailSender;
}

/** The SMS provider and e-mail sender the settings name (README: SMS_PROVIDER, SMS_HTTP_URL, SMTP_URL). */
export function messengersFrom(db: Db, config: Config, log?: MailLog): Messengers {
  return {
    sms:
      config.smsProvider === 'http' && config.smsHttpUrl
        ? httpSms(config.smsHttpUrl)
        : outboxSms(db, config.now, outboxPrinter(config)),
    email: config.smtpUrl
      ? smtpEmail(config.smtpUrl, log)
      : fileEmail(db, config.dataDir, config.now, log, outboxPrinter(config)),
  };
}

/** Codes go by SMS to phones and by e-mail to addresses, worded in the shopper's language. */
export function deliverCodeIn(messengers: Messengers, lng: Lng): DeliverCode {
  return (identifier, code) => {
    const text = message('codeText', lng).replace('{code}', code);
    return identifier.kind === 'phone'
      ? messengers.sms.send(`+${identifier.value}`, text)
      : messengers.email.send(identifier.value, message('codeSubject', lng), text);
  };
}
