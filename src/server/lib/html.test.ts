import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from './html.ts';

describe('html', () => {
  it('escapes text for element content and attributes', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });

  it('writes JSON that cannot close its script element and reads back unchanged', () => {
    const value = { name: '</script><script>alert(1)</script>', note: '<!-- x -->' };
    const json = jsonForScript(value);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(value);
  });
});
