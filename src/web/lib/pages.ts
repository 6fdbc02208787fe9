import { matchPage } from '../../shared/routes.ts';

/**
 * Whether a page is built (listed in src/shared/routes.ts). Links to pages that a later issue
 * builds are shown only once the page exists, so no link leads to a 404.
 */
export function pageExists(path: string): boolean {
  const pathname = path.split(/[?#]/)[0]!;
  let exists = known.get(pathname);
  if (exists === undefined) {
    exists = matchPage(pathname) !== null;
    known.set(pathname, exists);
  }
  return exists;
}

// The pages are fixed, and the header, footer and sections ask about the same few paths written
// in the code on every render (hydration included), each a walk over every page pattern.
const known = new Map<string, boolean>();

/** The first of `paths` whose page exists, else the last one. */
export function firstExisting(...paths: string[]): string {
  return paths.find(pageExists) ?? paths[paths.length - 1]!;
}
