import { Component, type ReactElement, Suspense, useEffect, useId, useState } from 'react';

/**
 * Hydration on Preact's runtime is one pass that holds the main thread (decision 0013): on a
 * phone's CPU a market list took 200–300 ms at once, long enough to count against Total
 * Blocking Time and to delay any tap. A part of the page wrapped in <HydrateInTurn> is passed
 * over by that pass, its server HTML staying on screen as it is (Preact keeps the element of a
 * part that suspends while hydrating), and hydrated afterwards in a task of its own, in page
 * order, so the browser can answer input between parts.
 *
 * Only the first hydration is split: a part rendered later (a navigation, a new page of
 * results) renders at once. The child must render exactly one element at its top, which is
 * what Preact keeps of a part that waits.
 */
export function HydrateInTurn({ children }: { children: ReactElement }) {
  // Rendered in page order on the server and in the browser's first pass alike, so it names
  // the part the same on both sides.
  const part = useId();
  return (
    <Suspense fallback={null}>
      <WaitForTurn part={part}>{children}</WaitForTurn>
    </Suspense>
  );
}

interface Turn {
  done: boolean;
  promise: Promise<void>;
}

let hydrating = false;
const waiting: (() => void)[] = [];
let settled: () => void = () => {};

/** Preact's vnode fields (mangled names): its component's vnode, and the vnode's useId counter. */
interface PreactIdScope {
  __v?: { __m?: [string, number] };
}

class WaitForTurn extends Component<{ part: string; children: ReactElement }> {
  // Kept across the retry on Preact; on a runtime that drops a suspended part's state, the
  // retry comes after the pass, when no turn is taken any more.
  turn = hydrating ? takeTurn() : null;
  ids: [string, number] = [this.props.part.slice(1), 0];
  // What the first pass gave the part, the server's inputs: its page may have re-rendered it
  // with others since (a value only the browser knows), and Preact adopts the server's
  // elements without comparing their attributes.
  firstChildren = this.props.children;

  override render() {
    // Preact numbers useId in render order from the root, and a part rendering in its turn
    // would take other numbers than the server gave it in page order: its ids are counted
    // within the part instead (Preact's own scope for a useId, on the part's vnode).
    const vnode = (this as PreactIdScope).__v;
    if (vnode) vnode.__m = this.ids;
    if (this.turn && !this.turn.done) throw this.turn.promise;
    if (!this.turn) return this.props.children;
    // Always through the same component: a part whose tree changed shape later would be
    // mounted again, losing its state and its elements.
    return <ServerInputsFirst first={this.firstChildren}>{this.props.children}</ServerInputsFirst>;
  }
}

/** Hydrates with the server's inputs, then renders the current ones in a task of their own. */
function ServerInputsFirst({ first, children }: { first: ReactElement; children: ReactElement }) {
  const [current, setCurrent] = useState(false);
  useEffect(() => setCurrent(true), []);
  return current ? children : first;
}

function takeTurn(): Turn {
  let resolve!: () => void;
  const turn: Turn = { done: false, promise: new Promise((r) => (resolve = r)) };
  waiting.push(() => {
    turn.done = true;
    resolve();
  });
  return turn;
}

// A message, unlike a timer, is not clamped to 4 ms once timers nest.
const channel = typeof MessageChannel === 'undefined' ? null : new MessageChannel();
if (channel) channel.port1.onmessage = () => nextTurn();

/**
 * Gives the next waiting part its turn: it hydrates within this task, in Preact's microtasks,
 * and a part inside it marked <HydrateInTurn> waits for a turn of its own.
 */
function nextTurn() {
  const give = waiting.shift();
  hydrating = !!give;
  if (!give) return settled();
  give();
  channel!.port2.postMessage(null);
}

/**
 * Runs `hydrate` (synchronous on Preact) with the parts marked <HydrateInTurn> passed over,
 * then hydrates them one task each. Resolves when the whole page is hydrated.
 */
export function hydrateInTurns(hydrate: () => void): Promise<void> {
  const done = new Promise<void>((resolve) => (settled = resolve));
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
  if (channel) channel.port2.postMessage(null);
  else while (waiting.length) waiting.shift()!();
  if (!channel) settled();
  return done;
}
