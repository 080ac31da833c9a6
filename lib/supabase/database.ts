export type { Enums, Json, Tables, TablesInsert, TablesUpdate } from './database.types';

type GeneratedDatabase = import('./database.types').Database;

type Functions = GeneratedDatabase['public']['Functions'];

/** T with the keys K also accepting null; optional keys stay optional. */
type WithNull<T, K extends keyof T> = Omit<T, K> & { [P in keyof Pick<T, K>]: T[P] | null };

type ApplySubscriptionState = Functions['apply_subscription_state'];
type SessionStories = Functions['session_stories'];
type UserAccessStatus = Functions['user_access_status'];
type TakePaidCall = Functions['take_paid_call'];

/**
 * The generated type (database.types.ts, from the migrations) with what generation cannot
 * see. Function arguments come out non-null, but Postgres passes null to any function not
 * declared strict: apply_subscription_state is given null for a price that maps to no plan
 * and for a subscription Stripe reports without a period or a price; session_stories is given
 * null for a session without an application, and user_access_status and take_paid_call for a
 * token without a sign-in session id.
 */
export type Database = Omit<GeneratedDatabase, 'public'> & {
  public: Omit<GeneratedDatabase['public'], 'Functions'> & {
    Functions: Omit<Functions, 'apply_subscription_state' | 'session_stories' | 'user_access_status' | 'take_paid_call'> & {
      apply_subscription_state: {
        Args: WithNull<ApplySubscriptionState['Args'], 'p_plan_id' | 'p_period_start' | 'p_period_end' | 'p_stripe_price_id' | 'p_canceled_at'>;
        Returns: ApplySubscriptionState['Returns'];
      };
      session_stories: {
        Args: WithNull<SessionStories['Args'], 'p_application_id'>;
        Returns: SessionStories['Returns'];
      };
      user_access_status: {
        Args: WithNull<UserAccessStatus['Args'], 'p_auth_session_id'>;
        Returns: UserAccessStatus['Returns'];
      };
      take_paid_call: {
        Args: WithNull<TakePaidCall['Args'], 'p_auth_session_id'>;
        Returns: TakePaidCall['Returns'];
      };
    };
  };
};
