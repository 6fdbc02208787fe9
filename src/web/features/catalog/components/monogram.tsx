import { cn } from '../../../lib/cn.ts';

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

/** Black or white text, whichever reads better on the brand colour. */
function textOn(hex: string): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) return '#fff';
  const n = Number.parseInt(m[1]!, 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 160 ? '#0f172a' : '#fff';
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
