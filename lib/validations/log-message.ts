import { z } from 'zod';

/** Bytes of JSON the log endpoint reads at most; anything longer is refused with 413. */
export const MAX_LOG_BODY_BYTES = 8 * 1024;
const MAX_LOG_MESSAGE_CHARS = 4000;

/**
 * The client's log payload. id, email and ipaddress are accepted for compatibility but the
 * server records the verified user and the connection's address instead.
 */
export const logMessageSchema = z.object({
  id: z.union([z.string().max(100), z.number()]).optional().nullable(),
  email: z.string().max(320).optional().nullable(),
  type: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  userDateTime: z.string().max(64).optional().nullable(),
  ipaddress: z.string().max(64).optional().nullable(),
  component: z.string().trim().min(1).max(100),
  message: z.string().min(1).max(MAX_LOG_MESSAGE_CHARS),
});
export type LogMessageInput = z.input<typeof logMessageSchema>;
export type LogMessage = z.infer<typeof logMessageSchema>;
