// A round's record written with the service role through record_round (users may only read and
// delete theirs), over PostgREST; every call has a timeout.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../lib/supabase/database';
import type { RoundStore } from './round-store';

export function createSupabaseRoundStore(db: SupabaseClient<Database>, timeoutMs = 10_000): RoundStore {
  return {
    async record({ profileId, sessionId, told, figures }) {
      const { data, error } = await db
        .rpc('record_round', { p_profile_id: profileId, p_session_id: sessionId, p_told: told, p_figures: figures })
        .abortSignal(AbortSignal.timeout(timeoutMs));
      if (error) throw new Error(`record_round failed: ${error.code ?? ''} ${error.message}`);
      return Array.isArray(data) ? data[0]?.round_number : undefined;
    },
  };
}
