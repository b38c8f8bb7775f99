/** The one price formatter ('12 345 TMT'), shared with the API's e-mails through the contract. */
export { CURRENCY, formatAmount, formatPrice } from '../../server/src/contract/price-format';
