import { Fragment } from 'react';

const LINK = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/**
 * A message as plain text: React escapes every character, so nothing in it is markup; web
 * addresses (http and https only) become links that open in a new tab without our window.
 */
export function MessageText({ text }: { text: string }) {
  const parts: (string | { href: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    parts.push(text.slice(last, match.index), { href: match[0] });
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return (
    <p className="text-sm break-words whitespace-pre-wrap">
      {parts.map((p, i) =>
        typeof p === 'string' ? (
          <Fragment key={i}>{p}</Fragment>
        ) : (
          <a
            key={i}
            href={p.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="underline underline-offset-2"
          >
            {p.href}
          </a>
        ),
      )}
    </p>
  );
}
