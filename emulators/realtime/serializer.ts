import type { Serializer } from './messages';
import { serializerV1 } from './serializer-v1';
import { serializerV2 } from './serializer-v2';

/**
 * The serializer for a socket's `vsn` parameter, matched as Phoenix matches its requirements
 * ("~> 1.0.0", "~> 2.0.0"); Phoenix takes a missing vsn as 1.0.0. Undefined when unsupported.
 */
export function serializerFor(vsn: string | null): Serializer | undefined {
  const v = vsn ?? '1.0.0';
  if (/^1\.0\.\d+$/.test(v)) return serializerV1;
  if (/^2\.0\.\d+$/.test(v)) return serializerV2;
  return undefined;
}
