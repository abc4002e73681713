import { lazy, type ComponentType } from 'react';
import type { SellingPage } from './selling-pages';

export interface SellingPageSpec {
  /** The page's heading and document title. */
  title: string;
  /** False for a step reached only from the one before it (no link in the navigation). */
  inNav: boolean;
  /** Loaded when the page is opened. */
  Component: ComponentType;
}

const page = (title: string, load: () => Promise<{ default: ComponentType }>, inNav = true): SellingPageSpec => ({
  title,
  inNav,
  Component: lazy(load),
});

/** Every served page of the seller dashboard (selling-pages.ts lists their paths). */
export const PAGES: Record<SellingPage, SellingPageSpec> = {
  '': page('Seller Dashboard', () => import('./dashboard/DashboardPage')),
  cashout: page('Cash Out', () => import('./cashout/CashoutPage')),
  create: page('Set up payouts', () => import('./seller-account/CreatePage')),
  'create/bank': page('Bank account', () => import('./seller-account/CreateBankPage'), false),
  'create/completed': page('All set', () => import('./seller-account/CompletedPage'), false),
  'edit/contact': page('Contact details', () => import('./seller-account/EditContactPage')),
  'edit/bank': page('Bank account', () => import('./seller-account/EditBankPage')),
  w9: page('W9', () => import('./w9/W9Page')),
  documents: page('Documents', () => import('./documents/DocumentsPage')),
  inform_act: page('INFORM Act', () => import('./inform-act/InformActPage')),
};
