/**
 * Our own page-view analytics (no third-party script): every route change is posted to
 * POST /api/v1/analytics/page-views with the path, the referrer, an anonymous visitor id kept
 * in localStorage and the device class. Failures are ignored: analytics never breaks a page.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { type DeviceClass, deviceClassOf, VISITOR_ID_PATTERN } from '../../shared/analytics.ts';
import { api } from './api-client.ts';

const VISITOR_KEY = 'franchisio.visitorId';

function randomId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID().replace(/-/g, '');
  return Math.random().toString(36).slice(2) + Date.now().toString(36);
}

/** A random id for this browser, not linked to any account: `v_` and 32 hex digits. */
export function visitorId(): string {
  try {
    const known = localStorage.getItem(VISITOR_KEY);
    if (known && VISITOR_ID_PATTERN.test(known)) return known;
    const id = `v_${randomId()}`;
    localStorage.setItem(VISITOR_KEY, id);
    return id;
  } catch {
    // Storage blocked (private mode, settings): count the view without remembering the visitor.
    return `v_${randomId()}`;
  }
}

/** The server's user-agent rule, refined by the screen for iPads that claim to be a Mac. */
export function deviceClass(
  userAgent = navigator.userAgent,
  touchPoints = navigator.maxTouchPoints ?? 0,
): DeviceClass {
  if (/macintosh/i.test(userAgent) && touchPoints > 1) return 'tablet';
  return deviceClassOf(userAgent);
}

/**
 * A plain request, not `keepalive`: a view is sent while the page is shown, not as it unloads, and
 * Chromium never reports a keepalive request as finished to DevTools, so the page never looked idle
 * to Lighthouse (each run waited out its 45 s limit).
 */
export function sendPageView(path: string, referrer: string | null): void {
  api.v1.analytics['page-views']
    .$post({
      json: {
        path: path.slice(0, 2048),
        referrer: referrer ? referrer.slice(0, 2048) : null,
        visitorId: visitorId(),
        device: deviceClass(),
      },
    })
    .catch(() => {});
}

/**
 * Sends a page view whenever the path or query changes. The first view's referrer is the
 * page the visitor came from; later ones name the previous page of this visit.
 */
export function usePageViews(): void {
  const location = useLocation();
  const previous = useRef<string | null>(null);
  const current = location.pathname + location.search;
  useEffect(() => {
    if (previous.current === current) return; // StrictMode runs effects twice in development.
    const referrer =
      previous.current === null ? document.referrer || null : `${window.location.origin}${previous.current}`;
    previous.current = current;
    sendPageView(current, referrer);
  }, [current]);
}
