/** The realtime socket (/api/realtime) and the bus that carries its frames across instances. */
export { createRealtimeBus, type Envelope, type RealtimeBus, sessionsEnded } from './bus.ts';
export { attachRealtime, type RealtimeAccess, type RealtimeServer } from './server.ts';
