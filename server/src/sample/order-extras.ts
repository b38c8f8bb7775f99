import type { Loc } from '../catalogue/shape';

/**
 * The sample shop's checkout choices (GET /client/v4/orders/extras), seeded with the sample
 * catalogue. A real shop keeps its own rows in order_options and delivery_costs.
 */
export interface SampleOrderOption {
  kind: 'delivery_method' | 'delivery_type' | 'payment_method' | 'payment_type';
  code: string;
  method?: string;
  name: Loc;
  needsAddress?: boolean;
  enabled?: boolean;
}

export const SAMPLE_ORDER_OPTIONS: SampleOrderOption[] = [
  {
    kind: 'delivery_method',
    code: 'courier',
    name: { tm: 'Kurýer bilen salga', ru: 'Курьером по адресу', en: 'Courier to the address' },
    needsAddress: true,
  },
  {
    kind: 'delivery_method',
    code: 'pickup',
    name: { tm: 'Dükandan alyp gitmek', ru: 'Самовывоз из магазина', en: 'Pickup at the shop' },
  },
  {
    kind: 'delivery_type',
    code: 'door',
    method: 'courier',
    name: { tm: 'Gapa çenli', ru: 'До двери', en: 'To the door' },
  },
  {
    kind: 'delivery_type',
    code: 'entrance',
    method: 'courier',
    name: { tm: 'Podýezde çenli', ru: 'До подъезда', en: 'To the entrance' },
  },
  {
    kind: 'delivery_type',
    code: 'ashgabat-centre',
    method: 'pickup',
    name: {
      tm: 'Aşgabat, Magtymguly şaýoly, 57',
      ru: 'Ашхабад, проспект Махтумкули, 57',
      en: 'Ashgabat, 57 Magtymguly avenue',
    },
  },
  {
    kind: 'delivery_type',
    code: 'mary-bazaar',
    method: 'pickup',
    name: {
      tm: 'Mary, Gurbansoltan eje köçesi, 12',
      ru: 'Мары, улица Гурбансолтан эдже, 12',
      en: 'Mary, 12 Gurbansoltan eje street',
    },
  },
  {
    kind: 'payment_method',
    code: 'on-delivery',
    name: { tm: 'Harydy alanyňyzda', ru: 'При получении', en: 'On delivery' },
  },
  {
    // Listed only once a payment gateway is configured and this row enabled (docs/adr/017).
    kind: 'payment_method',
    code: 'online',
    name: { tm: 'Onlaýn', ru: 'Онлайн', en: 'Online' },
    enabled: false,
  },
  {
    kind: 'payment_type',
    code: 'cash',
    method: 'on-delivery',
    name: { tm: 'Nagt pul', ru: 'Наличными', en: 'Cash' },
  },
  {
    kind: 'payment_type',
    code: 'card',
    method: 'on-delivery',
    name: { tm: 'Bank kartasy', ru: 'Банковской картой', en: 'Bank card' },
  },
  {
    kind: 'payment_type',
    code: 'card-online',
    method: 'online',
    name: { tm: 'Bank kartasy bilen onlaýn', ru: 'Картой онлайн', en: 'Card online' },
    enabled: false,
  },
];

/** Courier cost per province (TMT) and the order value from which Ashgabat delivery is free. */
export const SAMPLE_DELIVERY_COSTS: { welayat: string; name: Loc; cost: number; freeFrom: number | null }[] = [
  { welayat: 'ashgabat', name: { tm: 'Aşgabat', ru: 'Ашхабад', en: 'Ashgabat' }, cost: 20, freeFrom: 1000 },
  { welayat: 'ahal', name: { tm: 'Ahal', ru: 'Ахал', en: 'Ahal' }, cost: 40, freeFrom: 3000 },
  { welayat: 'mary', name: { tm: 'Mary', ru: 'Мары', en: 'Mary' }, cost: 60, freeFrom: 3000 },
  { welayat: 'lebap', name: { tm: 'Lebap', ru: 'Лебап', en: 'Lebap' }, cost: 70, freeFrom: 5000 },
  { welayat: 'dashoguz', name: { tm: 'Daşoguz', ru: 'Дашогуз', en: 'Dashoguz' }, cost: 70, freeFrom: 5000 },
  { welayat: 'balkan', name: { tm: 'Balkan', ru: 'Балкан', en: 'Balkan' }, cost: 80, freeFrom: 5000 },
];
