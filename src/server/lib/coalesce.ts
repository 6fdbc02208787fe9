/**
 * Runs `work` on items in batches: the first item starts a batch at once; items pushed while a
 * batch is in flight wait for it and then go together in the next one. A quiet server pays no
 * delay; a busy one pays one round of `work` for many items instead of one each. Each push
 * settles with its batch (rejected with the batch's error).
 */
export function coalescing<T>(work: (items: T[]) => Promise<void>): (item: T) => Promise<void> {
  let queued: { item: T; done: () => void; failed: (err: unknown) => void }[] = [];
  let running = false;

  async function drain() {
    running = true;
    while (queued.length > 0) {
      const batch = queued;
      queued = [];
      try {
        await work(batch.map((q) => q.item));
        for (const q of batch) q.done();
      } catch (err) {
        for (const q of batch) q.failed(err);
      }
    }
    running = false;
  }

  return (item) => {
    const settled = new Promise<void>((done, failed) => {
      queued.push({ item, done, failed });
    });
    if (!running) void drain();
    return settled;
  };
}
