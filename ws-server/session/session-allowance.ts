// What a session may spend, kept while it runs: a live interview's minutes are metered on its
// usage row (charged every metering tick and at the end; at the plan's limit the session ends
// with credit_limit), and a practice round is held to the daily practice allowance (re-read from
// the database, so two tabs or two servers still stop at the cap). Either way the session ends
// with the right words when the allowance is spent.
import { toError } from '../../lib/errors/to-error';
import { writeLog } from '../../lib/logging/write-log';
import { startMeter } from '../metering/meter';
import { startPracticeCapGuard } from '../practice/practice-cap-guard';
import { CLOSE, ERRORS } from './close-codes';
import type { SessionContext } from './session-context';
import type { SessionDeps, SessionSettings } from './session-deps';
import type { StartedSession } from './start-session';

export interface SessionAllowance {
  /** Stops counting; a meter closes the usage row with the last seconds first. */
  stop(): Promise<{ chargedMs?: number; used?: number }>;
}

/** The stores and settings what a session spends is counted with. */
export type AllowancePorts = Pick<SessionDeps, 'metering' | 'practice' | 'now'> & { settings: Pick<SessionSettings, 'meteringIntervalMs' | 'practiceDailyMinutes'> };

export function startAllowance(
  ctx: Pick<SessionContext, 'conn' | 'userId' | 'historyId' | 'send' | 'end'>,
  ports: AllowancePorts,
  started: StartedSession,
  onPracticeSpent: () => void,
): SessionAllowance {
  const { conn, userId } = ctx;
  const { settings, now } = ports;
  const usageLogId = started.usageLogId;
  if (!usageLogId) {
    const guard = startPracticeCapGuard({
      store: ports.practice,
      profileId: userId,
      dailyMinutes: settings.practiceDailyMinutes,
      usedMinutes: started.usage.used,
      intervalMs: settings.meteringIntervalMs,
      onLimit: () => {
        writeLog('info', 'ws_practice_limit', { conn, user: userId });
        onPracticeSpent();
      },
      onError: (e) => writeLog('warn', 'practice_count_failed', { conn, error: e.message }),
    });
    const practiceTimeId = started.practiceTimeId;
    return {
      async stop() {
        guard.stop();
        // The connection's time counts from here on the allowance, kept where users cannot delete it.
        if (practiceTimeId) {
          await ports.practice.endTime(practiceTimeId, ctx.historyId).catch((e: unknown) => writeLog('error', 'practice_time_end_failed', { conn, error: toError(e).message }));
        }
        return {};
      },
    };
  }
  const meter = startMeter({
    store: ports.metering,
    usageLogId,
    intervalMs: settings.meteringIntervalMs,
    now,
    used: started.usage.used,
    limit: started.usage.limit,
    onCharge: (r) => {
      ctx.send({ type: 'credit', used: r.used, limit: r.limit });
      if (r.limitReached) ctx.end(CLOSE.creditLimit, undefined, { type: 'credit_limit', used: r.used, limit: r.limit, expire_msg: r.expireMsg });
    },
    onError: (e) => writeLog('error', 'usage_charge_failed', { conn, usage: usageLogId, error: e.message }),
    baseSeconds: started.resumed?.chargedSeconds,
    onGone: () => {
      writeLog('info', 'ws_usage_row_gone', { conn, user: userId, usage: usageLogId });
      ctx.end(CLOSE.notAuthenticated, ERRORS.accountDeleted);
    },
    onEnded: () => {
      writeLog('warn', 'ws_usage_row_ended', { conn, user: userId, usage: usageLogId });
      ctx.end(CLOSE.goingAway, ERRORS.sessionEnded);
    },
  });
  return {
    async stop() {
      const final = await meter.stop();
      return { chargedMs: meter.chargedMs, used: final?.used };
    },
  };
}
