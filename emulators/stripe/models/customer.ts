import type { StripeObject } from '../store';

/** A Customer as the emulator stores it (resources/customers.ts builds it). */
export interface StoredCustomer extends StripeObject {
  object: 'customer';
  /** Never set on a live customer: only the tombstone below has it. */
  deleted?: undefined;
  email: string | null;
  invoice_prefix: string;
  metadata: Record<string, string>;
  name: string | null;
  next_invoice_sequence: number;
}

/** What remains of a deleted customer: GET still answers it, every other call treats it as missing. */
export interface DeletedCustomer extends StripeObject {
  object: 'customer';
  deleted: true;
}

/** A customer that has not been deleted. */
export function isLiveCustomer(customer: StoredCustomer | DeletedCustomer): customer is StoredCustomer {
  return customer.deleted !== true;
}
