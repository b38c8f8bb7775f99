/** What each section of the checkout form gets: the values, their messages, and a way to change them. */
import type { CheckoutValues } from './checkout-schema';

export interface CheckoutPartProps {
  values: CheckoutValues;
  /** message ids by field, once the shopper has tried to send */
  errors: Record<string, string>;
  change: (changes: Partial<CheckoutValues>) => void;
}

/** The first option of a list, when the value is not one of them. */
export const keepOrFirst = (value: string, options: { code: string }[]) =>
  options.some((option) => option.code === value) ? value : (options[0]?.code ?? '');
