/**
 * The quick order's phone (spec §5: placeholder '+993 xx xx xx xx', display xx xx xx xx): the
 * shopper types the eight digits after +993 and sees them grouped in pairs; a pasted full number
 * (+993…, 993…, 8…) keeps its last eight digits. Sent as +993 and the eight digits.
 */
export const LOCAL_DIGITS = 8;

export function localDigits(typed: string): string {
  let digits = typed.replace(/\D/g, '');
  if (digits.length > LOCAL_DIGITS && digits.startsWith('993')) digits = digits.slice(3);
  else if (digits.length > LOCAL_DIGITS && digits.startsWith('8')) digits = digits.slice(1);
  return digits.slice(0, LOCAL_DIGITS);
}

/** '61234567' -> '61 23 45 67' (and partial input grouped as far as it goes). */
export const groupPairs = (digits: string) => digits.match(/\d{1,2}/g)?.join(' ') ?? '';

export const isLocalPhone = (digits: string) => /^\d{8}$/.test(digits);

export const fullPhone = (digits: string) => `+993${digits}`;
