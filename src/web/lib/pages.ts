import { matchPage } from '../../shared/routes.ts';

/**
 * Whether a page is built (listed in src/shared/routes.ts). Links to pages that a later issue
 * builds are shown only once the page exists, so no link leads to a 404.
 */
export function pageExists(path: string): boolean {
  return matchPage(path.split(/[?#]/)[0]!) !== null;
}

/** The first of `paths` whose page exists, else the last one. */
export function firstExisting(...paths: string[]): string {
  return paths.find(pageExists) ?? paths[paths.length - 1]!;
}
