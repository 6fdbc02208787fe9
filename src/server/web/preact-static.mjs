import { renderToStringAsync } from 'preact-render-to-string';

/**
 * React 19's `prerender` (react-dom/static) on Preact: waits for every lazy component and
 * returns the whole HTML, so the server sends the page complete rather than with fallbacks.
 */
export async function prerender(element) {
  const html = await renderToStringAsync(element);
  return { prelude: new Response(html).body };
}
