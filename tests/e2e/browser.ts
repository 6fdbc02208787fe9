import fs from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { RECOVERABLE_ERROR_EVENT } from '../../src/web/lib/test-hooks.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}. Install it (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // Every context the journeys open records what hydrationProblems reports.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchForProblems(context);
    return context;
  };
  return browser;
}

export const baseUrl = () => inject('baseUrl');

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport });
  const page = await context.newPage();
  waitForAppOnLoad(page);
  return { context, page };
}

/**
 * Resolves once the app runs the page: React has committed its first render, or hydrated the
 * server's HTML (boot.tsx marks #root `data-app-ready` then). Before that, a click on a
 * server-rendered page reaches plain HTML (a link loads a whole new page).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForSelector('#root[data-app-ready]', { state: 'attached' });
}

/** Makes `goto` and `reload` (waiting for "load", their default) also wait for the app. */
export function waitForAppOnLoad(page: Page): void {
  const thenApp = async <T>(loading: Promise<T>, waitUntil = 'load'): Promise<T> => {
    const response = await loading;
    if (waitUntil === 'load') await waitForApp(page);
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (url, options) => thenApp(goto(url, options), options?.waitUntil);
  page.reload = (options) => thenApp(reload(options), options?.waitUntil);
}

/** Console errors of each page that speak of the security policy or of hydration. */
const consoleProblems = new WeakMap<Page, string[]>();

async function watchForProblems(context: BrowserContext): Promise<void> {
  await context.addInitScript((eventName) => {
    const problems: string[] = [];
    (window as unknown as { __pageProblems: string[] }).__pageProblems = problems;
    document.addEventListener('securitypolicyviolation', (event) =>
      problems.push(`CSP ${event.effectiveDirective} blocked ${event.blockedURI || 'an inline script'}`),
    );
    window.addEventListener(eventName, (event) =>
      problems.push(`recoverable error: ${(event as CustomEvent<string>).detail}`),
    );
  }, RECOVERABLE_ERROR_EVENT);
  context.on('console', (message) => {
    const page = message.page();
    if (!page || message.type() !== 'error') return;
    if (!/content security policy|hydrat|minified react error/i.test(message.text())) return;
    consoleProblems.set(page, [...(consoleProblems.get(page) ?? []), `console: ${message.text()}`]);
  });
}

/**
 * What went wrong while the page loaded and hydrated: scripts the content security policy
 * blocked, errors React recovered from by rendering in the browser instead (a server/browser
 * mismatch, reported through onRecoverableError), and console errors of either kind. Read
 * after waitForApp; a page of a context not opened through launchBrowser's browser reports none.
 */
export async function hydrationProblems(page: Page): Promise<string[]> {
  const recorded = await page.evaluate(
    () => (window as unknown as { __pageProblems?: string[] }).__pageProblems ?? [],
  );
  return [...recorded, ...(consoleProblems.get(page) ?? [])];
}
