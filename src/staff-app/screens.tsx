/**
 * The staff app's screens: each at its path under the app's base, with the role it needs (the API
 * checks the same role on each of its calls) and its title in the navigation. The API answers each
 * path with the app (server/src/contract/staff-app.ts lists them).
 */
import type { ComponentType } from 'react';
import type { StaffMemberWire, StaffRole } from '../../server/src/contract/staff';
import type { StaffAppScreen } from '../../server/src/contract/staff-app';
import { BuildsScreen } from './catalogue/builds-screen';
import { CatalogueScreen } from './catalogue/catalogue-screen';
import { ProductsScreen } from './catalogue/products-screen';
import { ChatScreen } from './chat/chat-screen';
import { MessagesScreen } from './orders/messages-screen';
import { OrdersScreen } from './orders/orders-screen';
import { AuditScreen } from './owner/audit-screen';
import { GiftCertificatesScreen } from './promotions/gift-certificates-screen';
import { PromoCodesScreen } from './promotions/promo-codes-screen';
import { StaffScreen } from './owner/staff-screen';

export interface ScreenProps {
  /** the path's rest after the screen's own segment (an order's number) */
  rest: string[];
  member: StaffMemberWire;
}

export interface Screen {
  path: StaffAppScreen;
  role: StaffRole | 'any';
  /** its name in the navigation and the page's title */
  title: string;
  Component: ComponentType<ScreenProps>;
}

// In the navigation's order: the day's work first (an owner starts on the orders), the owners' own
// screens last.
export const SCREENS: Screen[] = [
  { path: 'orders', role: 'orders', title: 'staff.nav.orders', Component: OrdersScreen },
  { path: 'messages', role: 'orders', title: 'staff.nav.messages', Component: MessagesScreen },
  { path: 'promo-codes', role: 'orders', title: 'staff.nav.promoCodes', Component: PromoCodesScreen },
  {
    path: 'gift-certificates',
    role: 'orders',
    title: 'staff.nav.giftCertificates',
    Component: GiftCertificatesScreen,
  },
  { path: 'chat', role: 'chat', title: 'staff.nav.chat', Component: ChatScreen },
  { path: 'products', role: 'catalogue', title: 'staff.nav.products', Component: ProductsScreen },
  { path: 'catalogue', role: 'catalogue', title: 'staff.nav.catalogue', Component: CatalogueScreen },
  { path: 'builds', role: 'catalogue', title: 'staff.nav.builds', Component: BuildsScreen },
  { path: 'staff', role: 'owner', title: 'staff.nav.staff', Component: StaffScreen },
  { path: 'audit', role: 'owner', title: 'staff.nav.audit', Component: AuditScreen },
];
