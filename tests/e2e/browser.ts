import fs from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}. Install it (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
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
 * Resolves once the app runs the page. A server-rendered page is on screen before its code has
 * hydrated it, and a click before that reaches plain HTML (a link then loads a whole new page).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root) return false;
    // Preact (the runtime shipped, decision 0013) keeps its tree on the container, `__k` in its
    // build; the parts hydrated in turns are done when the container loses `data-hydrating`.
    if ('__k' in root) return root.dataset.hydrating === undefined;
    // React hoists resource hints (an image preload for a listing's logo) to the top of #root;
    // they carry no fiber, so the shell is the first element that is not one.
    const shell = root.querySelector(':scope > :not(link, meta, style, script)');
    return !!shell && Object.keys(shell).some((key) => key.startsWith('__reactFiber'));
  });
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

/**
 * Attributes the server's HTML carries that differ from what the browser's render of the same
 * element asks for (ids from useId, aria links, classes, links). Preact's hydration keeps the
 * server's attributes without comparing them and says nothing, so a difference would stay on
 * screen: this reads its rendered tree (its build's `__k` children and `__e` element) against
 * the page. Empty when the page runs on React, which reports mismatches itself.
 */
export async function hydrationMismatches(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    interface VNode {
      type: unknown;
      props: Record<string, unknown>;
      __k?: (VNode | null)[] | null;
      __e?: Element | null;
    }
    const root = document.getElementById('root') as (HTMLElement & { __k?: VNode }) | null;
    const found: string[] = [];
    const attributes: Record<string, string> = {
      id: 'id',
      htmlFor: 'for',
      className: 'class',
      class: 'class',
      href: 'href',
      'aria-labelledby': 'aria-labelledby',
      'aria-describedby': 'aria-describedby',
      'aria-controls': 'aria-controls',
    };
    const walk = (vnode: VNode | null | undefined) => {
      if (!vnode) return;
      if (typeof vnode.type === 'string' && vnode.__e instanceof Element) {
        for (const [prop, attribute] of Object.entries(attributes)) {
          const wanted = vnode.props[prop];
          if (typeof wanted !== 'string') continue;
          const actual = vnode.__e.getAttribute(attribute);
          if (actual !== wanted)
            found.push(`<${vnode.type} ${attribute}="${actual}"> rendered as "${wanted}"`);
        }
      }
      for (const child of vnode.__k ?? []) walk(child);
    };
    walk(root?.__k);
    return found;
  });
}
