import type { OpportunityDetail } from '../../../../../shared/schemas/catalog.ts';
import { Section } from './section.tsx';

/** The franchisor's photos and videos; nothing when there are none. */
export function Gallery({ listing: o }: { listing: OpportunityDetail }) {
  if (o.media.length === 0) return null;
  return (
    <Section id="gallery" title="Gallery">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {o.media.map((m) => (
          <li key={m.id}>
            <figure>
              {m.kind === 'image' ? (
                <img
                  src={m.url}
                  alt={m.caption ?? o.title}
                  className="aspect-video w-full rounded-lg object-cover"
                  loading="lazy"
                />
              ) : (
                // biome-ignore lint/a11y/useMediaCaption: franchisor videos come without captions
                <video src={m.url} controls preload="none" className="aspect-video w-full rounded-lg" />
              )}
              {m.caption && <figcaption className="mt-1 text-xs text-muted">{m.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
