import type { UnpairReason } from '../../lib/protocol/second-screen';
import type { DeviceStatus, RevokedReason } from './device-store';

/** What a phone is told when its device may not view, whether found at connect or later. */
export function unpairReasonOf(status: Exclude<DeviceStatus, 'active'> | 'missing', revokedReason?: RevokedReason): UnpairReason {
  switch (status) {
    case 'revoked':
      return revokedReason ?? 'unpaired';
    case 'expired':
      return 'expired';
    case 'signed_out':
      return 'signed_out';
    case 'account_deleted':
      return 'account_deleted';
    default:
      return 'not_paired';
  }
}
