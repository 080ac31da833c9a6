import { newId } from '../ids';
import type { StripeObject } from '../store';

export interface SchedulePhase {
  start_date: number;
  end_date: number;
  items: { price: string; quantity: number }[];
  billing_cycle_anchor: 'automatic';
  proration_behavior: 'none';
}

export interface StoredSchedule extends StripeObject {
  object: 'subscription_schedule';
  customer: string;
  subscription: string;
  status: 'active' | 'released' | 'canceled';
  phases: SchedulePhase[];
  current_phase: { start_date: number; end_date: number } | null;
  end_behavior: 'release';
  released_at: number | null;
  released_subscription: string | null;
  canceled_at: number | null;
}

export function phase(start: number, end: number, items: { price: string; quantity: number }[]): SchedulePhase {
  return { start_date: start, end_date: end, items, billing_cycle_anchor: 'automatic', proration_behavior: 'none' };
}

/**
 * A schedule as the billing portal creates one for a change "at the end of the period": the
 * current phase runs to the period's end, the next one holds the new price, and the schedule
 * releases the subscription when its last phase ends.
 */
export function buildSchedule(args: { customer: string; subscription: string; now: number; phases: SchedulePhase[] }): StoredSchedule {
  const [current] = args.phases;
  return {
    id: newId('subscription_schedule'),
    object: 'subscription_schedule',
    application: null,
    canceled_at: null,
    completed_at: null,
    created: args.now,
    current_phase: { start_date: current.start_date, end_date: current.end_date },
    customer: args.customer,
    default_settings: { billing_cycle_anchor: 'automatic', collection_method: 'charge_automatically' },
    end_behavior: 'release',
    livemode: false,
    metadata: {},
    phases: args.phases,
    released_at: null,
    released_subscription: null,
    status: 'active',
    subscription: args.subscription,
    test_clock: null,
  };
}
