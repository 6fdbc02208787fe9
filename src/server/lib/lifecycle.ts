/**
 * The process's shutdown state, shared by the server (boot.ts), the readiness check and the
 * parts that hold long-lived connections: realtime registers a hook that closes its sockets with
 * a reconnect hint, so clients move to another instance instead of waiting on a dead one.
 */
export interface Lifecycle {
  /** True once shutdown has begun: readiness answers 503 and answers close their connection. */
  draining: boolean;
  /** Runs at the start of a shutdown, after new connections are refused. */
  onDrain(hook: () => Promise<void> | void): void;
  drain(): Promise<void>;
}

export function createLifecycle(): Lifecycle {
  const hooks: Array<() => Promise<void> | void> = [];
  return {
    draining: false,
    onDrain(hook) {
      hooks.push(hook);
    },
    async drain() {
      await Promise.allSettled(hooks.map((hook) => hook()));
    },
  };
}
