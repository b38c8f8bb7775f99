/**
 * The one price formatter, the site's and the API's e-mails alike: '12 345 TMT', '1 299.50 TMT'.
 * Grouping is done by hand (not Intl) so Node at build time, the API and every browser print the
 * same string and hydration never mismatches.
 */
export const CURRENCY = 'TMT';
/** plain spaces, as the shop writes prices; price elements are `white-space: nowrap` */
const GROUP_SEPARATOR = ' ';

export function formatAmount(value: number): string {
  const negative = value < 0;
  const cents = Math.round(Math.abs(value) * 100);
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR);
  const decimals = fraction ? `.${String(fraction).padStart(2, '0')}` : '';
  return `${negative ? '-' : ''}${grouped}${decimals}`;
}

export const formatPrice = (value: number): string => `${formatAmount(value)} ${CURRENCY}`;
