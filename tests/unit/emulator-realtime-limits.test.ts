// The embedded Realtime's limits: hosted Free-plan quotas by default, the environment over
// them (validated at start, naming the variable), options over both.
import { maxFrameBytes, resolveRealtimeLimits } from '../../emulators/realtime/limits';

describe('realtime limits', () => {
  it("default to the Free plan's published quotas", () => {
    const limits = resolveRealtimeLimits({}, {});
    expect(limits).toMatchObject({ maxConnections: 200, maxChannelsPerSocket: 100, maxJoinsPerSecond: 100, maxEventsPerSecond: 100, maxPayloadBytes: 256_000 });
    expect(maxFrameBytes(limits)).toBeGreaterThan(limits.maxPayloadBytes);
  });

  it('take the environment over the defaults, and options over the environment', () => {
    const env = { EMULATOR_REALTIME_MAX_EVENTS_PER_SECOND: '2500', EMULATOR_REALTIME_MAX_PAYLOAD_KB: '3000', EMULATOR_REALTIME_MAX_CONNECTIONS: ' ', EMULATOR_REALTIME_PRIVATE_ONLY: 'true' };
    const limits = resolveRealtimeLimits({ maxConnections: 500 }, env);
    expect(limits).toMatchObject({ maxEventsPerSecond: 2500, maxPayloadBytes: 3_000_000, maxConnections: 500, privateOnly: true });
  });

  it('refuse a value they cannot read, naming the variable', () => {
    expect(() => resolveRealtimeLimits({}, { EMULATOR_REALTIME_MAX_JOINS_PER_SECOND: 'many' })).toThrow(/^EMULATOR_REALTIME_MAX_JOINS_PER_SECOND must be a positive whole number/);
    expect(() => resolveRealtimeLimits({}, { EMULATOR_REALTIME_MAX_BUFFERED_KB: '0' })).toThrow(/EMULATOR_REALTIME_MAX_BUFFERED_KB/);
    expect(() => resolveRealtimeLimits({}, { EMULATOR_REALTIME_PRIVATE_ONLY: 'yes' })).toThrow('EMULATOR_REALTIME_PRIVATE_ONLY must be true or false, got "yes"');
  });
});
