import type { DehydratedState } from '@tanstack/react-query';
import { SERVER_STATE_ID } from '../../shared/server-state.ts';

/**
 * The query cache a server-rendered page was rendered with. The server writes it into the page
 * as JSON (a data block, which the content security policy allows), and the browser hydrates
 * from it, so both render the same thing and nothing is fetched twice.
 */
export interface ServerState {
  queries: DehydratedState;
  /** Where the page's routes are in the route tree (routePath), so the browser need not rank them all. */
  route: number[];
}

export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}
