import { cn } from '../lib/cn.ts';

/** Initials of a brand: "Crust & Co. Pizza" → "CC", "Sparrow Maids" → "SM". */
export function initials(title: string): string {
  const words = title
    .replace(/&/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (words[0]![0]! + words[1]![0]!).toUpperCase();
}

// Near-black: with our body ink (#0f172a) some mid-tones reach neither 4.5:1.
const INK = '#020617';
const WHITE = '#ffffff';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * Ink or white, whichever contrasts more with the brand colour. One of them always reaches
 * WCAG AA (4.5:1) for the initials: at worst, where both are equal, both are 4.52.
 */
export function textOn(brandColor: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(brandColor)) return WHITE;
  return contrast(brandColor, INK) > contrast(brandColor, WHITE) ? INK : WHITE;
}

/** The listing's logo, or a monogram in its brand colour when it has none. */
export function BrandLogo({
  title,
  logoUrl,
  brandColor,
  size = 'md',
}: {
  title: string;
  logoUrl: string | null;
  brandColor: string | null;
  size?: 'sm' | 'md' | 'lg';
}) {
  const box = size === 'lg' ? 'size-20 text-2xl' : size === 'sm' ? 'size-10 text-sm' : 'size-14 text-lg';
  if (logoUrl) {
    return <img src={logoUrl} alt={`${title} logo`} className={cn(box, 'rounded-xl object-contain')} />;
  }
  const bg = brandColor ?? '#12514d';
  return (
    <div
      role="img"
      aria-label={`${title} logo`}
      className={cn(box, 'grid shrink-0 place-items-center rounded-xl font-bold tracking-tight shadow-inner')}
      style={{ backgroundColor: bg, color: textOn(bg) }}
    >
      {initials(title)}
    </div>
  );
}
