import type { StripeObject } from '../store';

export interface PortalAfterCompletion {
  hosted_confirmation: { custom_message: string | null } | null;
  redirect: { return_url: string } | null;
  type: 'hosted_confirmation' | 'portal_homepage' | 'redirect';
}

export interface PortalCancelBranch {
  retention: null;
  subscription: string;
}

export interface PortalUpdateBranch {
  subscription: string;
}

export interface PortalConfirmBranch {
  discounts: null;
  items: { id: string; price: string | null; quantity: number }[];
  subscription: string;
}

/** Every branch of flow_data, as the API echoes it: null unless it is the flow's own. */
export interface PortalFlowBranches {
  after_completion: PortalAfterCompletion;
  customer_update: null;
  subscription_cancel: PortalCancelBranch | null;
  subscription_pause: null;
  subscription_update: PortalUpdateBranch | null;
  subscription_update_confirm: PortalConfirmBranch | null;
}

/** A deep-link flow of the flow types the emulator implements; `type` says which branch is set. */
export type PortalFlow =
  | (PortalFlowBranches & { type: 'subscription_cancel'; subscription_cancel: PortalCancelBranch })
  | (PortalFlowBranches & { type: 'subscription_update'; subscription_update: PortalUpdateBranch })
  | (PortalFlowBranches & { type: 'subscription_update_confirm'; subscription_update_confirm: PortalConfirmBranch });

/** A billing portal session as the emulator stores it (resources/portal-sessions.ts builds it). */
export interface StoredPortalSession extends StripeObject {
  object: 'billing_portal.session';
  customer: string;
  flow: PortalFlow | null;
  return_url: string | null;
  /** Internal: the action a deep-linked session was used for (it is good for one). */
  __completed?: string;
}

/** The subscription a flow is about. */
export function flowSubscription(flow: PortalFlow): string {
  switch (flow.type) {
    case 'subscription_cancel':
      return flow.subscription_cancel.subscription;
    case 'subscription_update':
      return flow.subscription_update.subscription;
    case 'subscription_update_confirm':
      return flow.subscription_update_confirm.subscription;
  }
}
