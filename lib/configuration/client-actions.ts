// Configuration calls from the browser (the browser SDK, through /api/service).
import { browserConfiguration } from '@/lib/sdk/browser';

/** Forgets the shopper's ordering-store choice (after an order is placed). */
export const clearOrderingStore = () => browserConfiguration().removeOrderingStoreCookie();
