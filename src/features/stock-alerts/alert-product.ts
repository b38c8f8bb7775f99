/** The product a subscription is about, as the product page knows it. */
export interface AlertProduct {
  id: number;
  name: string;
}
