import type { Lng } from '../../lib/lng';

/**
 * The banks whose e-commerce gateways the shop can take cards through (docs/adr/025): each one's code
 * (the payment type's code in orders/extras, the PAYMENT_<BANK>_* settings' name), its name as
 * shoppers read it in each language, and its logo (/payments/<code>.svg, routes/payment-logos.ts).
 */
export const BANK_CODES = ['halkbank', 'senagat', 'rysgal'] as const;
export type BankCode = (typeof BANK_CODES)[number];

export interface Bank {
  code: BankCode;
  /** the short name beside the logo, the same in every language */
  name: string;
  /** the bank's full name as it is written in each language */
  fullName: Record<Lng, string>;
  logo: string;
}

export const BANKS: Readonly<Record<BankCode, Bank>> = {
  halkbank: {
    code: 'halkbank',
    name: 'Halkbank',
    fullName: { tm: 'Halkbank', ru: 'Халкбанк', en: 'Halkbank' },
    logo: '/payments/halkbank.svg',
  },
  senagat: {
    code: 'senagat',
    name: 'Senagat',
    fullName: { tm: 'Senagat banky', ru: 'Банк «Сенагат»', en: 'Senagat Bank' },
    logo: '/payments/senagat.svg',
  },
  rysgal: {
    code: 'rysgal',
    name: 'Rysgal',
    fullName: { tm: 'Rysgal banky', ru: 'Банк «Рысгал»', en: 'Rysgal Bank' },
    logo: '/payments/rysgal.svg',
  },
};

export const isBankCode = (code: string): code is BankCode => (BANK_CODES as readonly string[]).includes(code);

/** The bank's name in `lng` (its full name), or the code itself for a bank this list does not know. */
export function bankName(code: string, lng: Lng): string {
  return isBankCode(code) ? BANKS[code].fullName[lng] : code;
}
