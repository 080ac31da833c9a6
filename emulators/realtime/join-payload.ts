import { z } from 'zod';

/** Hosted Realtime's FlexibleBoolean: true/false, or the strings "true"/"false" in any case. */
const flexibleBoolean = z.union([z.boolean(), z.string().regex(/^(true|false)$/i).transform((s) => s.toLowerCase() === 'true')]);

const broadcastConfig = z
  .object({
    self: flexibleBoolean.optional(),
    ack: flexibleBoolean.optional(),
    replay: z.unknown().optional(),
  })
  .loose();

const joinSchema = z
  .object({
    access_token: z.string().max(16_384).nullable().optional(),
    config: z
      .object({
        broadcast: broadcastConfig.nullable().optional(),
        presence: z.object({ enabled: flexibleBoolean.optional(), key: z.unknown().optional() }).loose().nullable().optional(),
        postgres_changes: z.array(z.unknown()).nullable().optional(),
        private: flexibleBoolean.nullable().optional(),
      })
      .loose()
      .nullable()
      .optional(),
  })
  .loose();

/** What a phx_join asks for, with hosted Realtime's defaults filled in. */
export interface JoinRequest {
  /** The token to act with; undefined to use the socket's apikey. */
  accessToken: string | undefined;
  isPrivate: boolean;
  self: boolean;
  ack: boolean;
  /** postgres_changes subscriptions asked for (the emulator refuses any). */
  postgresChanges: number;
  /** Whether replay of stored messages was asked for (the emulator stores none). */
  replay: boolean;
}

/**
 * Parses a phx_join payload; undefined when it is not one. Hosted Realtime logs such a payload
 * and joins with whatever fields it could read; the emulator refuses it, so the mistake shows.
 */
export function parseJoin(payload: Record<string, unknown>): JoinRequest | undefined {
  const parsed = joinSchema.safeParse(payload);
  if (!parsed.success) return undefined;
  const { access_token, config } = parsed.data;
  return {
    accessToken: access_token ?? undefined,
    isPrivate: config?.private === true,
    self: config?.broadcast?.self === true,
    ack: config?.broadcast?.ack === true,
    postgresChanges: (config?.postgres_changes ?? []).filter((p) => p !== null).length,
    replay: config?.broadcast?.replay !== undefined && config.broadcast.replay !== null,
  };
}
