export type { Enums, Json, Tables, TablesInsert, TablesUpdate } from './database.types';

type GeneratedDatabase = import('./database.types').Database;

type Functions = GeneratedDatabase['public']['Functions'];

/** T with the keys K also accepting null; optional keys stay optional. */
type WithNull<T, K extends keyof T> = Omit<T, K> & { [P in keyof Pick<T, K>]: T[P] | null };

type ApplySubscriptionState = Functions['apply_subscription_state'];

/**
 * The generated type (database.types.ts, from the migrations) with what generation cannot
 * see. Function arguments come out non-null, but Postgres passes null to any function not
 * declared strict: apply_subscription_state is given null for a price that maps to no plan
 * and for a subscription Stripe reports without a period or a price.
 */
export type Database = Omit<GeneratedDatabase, 'public'> & {
  public: Omit<GeneratedDatabase['public'], 'Functions'> & {
    Functions: Omit<Functions, 'apply_subscription_state'> & {
      apply_subscription_state: {
        Args: WithNull<ApplySubscriptionState['Args'], 'p_plan_id' | 'p_period_start' | 'p_period_end' | 'p_stripe_price_id' | 'p_canceled_at'>;
        Returns: ApplySubscriptionState['Returns'];
      };
    };
  };
};
