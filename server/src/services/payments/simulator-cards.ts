/**
 * The simulator's test cards (listed on its card form) and the form's checks: what a bank's page
 * checks before it asks the card's issuer.
 */

export type TestCardOutcome = 'paid' | 'declined' | 'threeDs' | 'silent';

export interface TestCard {
  /** digits only */
  pan: string;
  outcome: TestCardOutcome;
}

export const TEST_CARDS: readonly TestCard[] = [
  { pan: '4111111111111111', outcome: 'paid' },
  { pan: '4000000000000002', outcome: 'declined' },
  { pan: '4000000000003220', outcome: 'threeDs' },
  { pan: '4000000000000119', outcome: 'silent' },
];

/** The 3-D Secure step's code for the test card that asks one. */
export const TEST_3DS_CODE = '123456';
/** How long the gateway stays silent on status calls after card 4000 0000 0000 0119 pays. */
export const SILENT_MS = 60_000;

/** The issuer's refusal the declined test card gets (RBS's actionCode and text). */
export const DECLINED_BY_ISSUER = { code: 116, text: 'Insufficient funds' };
export const DECLINED_3DS = { code: -2011, text: '3-D Secure authentication failed' };
export const CANCELLED_BY_SHOPPER = { code: -2015, text: 'Cancelled by the cardholder' };

/** '4111 1111 1111 1111' as the page prints a card number. */
export const spaced = (pan: string) => pan.replace(/(\d{4})(?=\d)/g, '$1 ');

/** 411111**1111, as RBS shows a card. */
export const maskedPan = (pan: string) => `${pan.slice(0, 6)}**${pan.slice(-4)}`;

/** The Luhn check digit holds. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export type CardProblem =
  'panMissing' | 'panInvalid' | 'panUnknown' | 'expiryMissing' | 'expiryInvalid' | 'expiryPast' | 'cvcInvalid';

export interface CardFields {
  pan: string;
  expiry: string;
  cvc: string;
  /** the cardholder's name as printed: optional, as on the banks' pages */
  name: string;
}

export interface CheckedCard {
  card?: TestCard;
  problems: Partial<Record<keyof CardFields, CardProblem>>;
}

/** The month of `now` in Ashgabat (UTC+5), as YYYY*12+MM: a card is valid to the end of its month. */
const ashgabatMonth = (now: Date) => {
  const local = new Date(now.getTime() + 5 * 3_600_000);
  return local.getUTCFullYear() * 12 + local.getUTCMonth() + 1;
};

/** The form's fields checked as a bank's page checks them; the card must be one of the test cards. */
export function checkCard(fields: CardFields, now: Date): CheckedCard {
  const problems: CheckedCard['problems'] = {};
  const pan = fields.pan.replace(/[\s-]/g, '');
  let card: TestCard | undefined;
  if (!pan) problems.pan = 'panMissing';
  else if (!/^[0-9]{13,19}$/.test(pan) || !luhnValid(pan)) problems.pan = 'panInvalid';
  else {
    card = TEST_CARDS.find((test) => test.pan === pan);
    if (!card) problems.pan = 'panUnknown';
  }
  // A phone's number pad has no "/": "1230" is taken as "12/30", and so is "12 / 30".
  const expiry = /^\s*([0-9]{2})\s*\/?\s*([0-9]{2})\s*$/.exec(fields.expiry);
  if (!fields.expiry.trim()) problems.expiry = 'expiryMissing';
  else if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) problems.expiry = 'expiryInvalid';
  else if ((2000 + Number(expiry[2])) * 12 + Number(expiry[1]) < ashgabatMonth(now)) problems.expiry = 'expiryPast';
  if (!/^[0-9]{3}$/.test(fields.cvc.trim())) problems.cvc = 'cvcInvalid';
  return Object.keys(problems).length === 0 ? { card, problems } : { problems };
}
