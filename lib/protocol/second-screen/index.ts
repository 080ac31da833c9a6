// The second screen's wire formats: the phone's socket (/second-screen), the live items it is
// shown, and the Realtime events between the processes. Imports nothing but zod and the
// interview protocol's own schemas, like the rest of lib/protocol.
export * from './live-items';
export * from './phone-messages';
export * from './realtime-events';
