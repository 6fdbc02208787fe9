import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { BRAND } from '../../shared/brand.ts';

/** Spec §9: social images are 1200x630. */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

const require = createRequire(import.meta.url);

/** The Noto fonts the fact sheets use (lib/pdf.ts), from their npm packages. */
const FONTS = [
  { name: 'Noto Sans', weight: 400, file: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf' },
  { name: 'Noto Sans', weight: 700, file: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf' },
  {
    name: 'Noto Sans Devanagari',
    weight: 400,
    file: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  },
] as const;
const CJK_FONT = {
  name: 'Noto Sans SC',
  weight: 400,
  file: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
} as const;

type FontSpec = { name: string; weight: 400 | 700; file: string };
const loaded = new Map<string, Buffer>();
const fontData = (f: FontSpec) => {
  let bytes = loaded.get(f.file);
  if (!bytes) {
    bytes = fs.readFileSync(require.resolve(f.file));
    loaded.set(f.file, bytes);
  }
  return { name: f.name, weight: f.weight, style: 'normal' as const, data: bytes };
};

export interface SocialCard {
  /** Small line above the title: "Franchise opportunity · India". */
  eyebrow: string;
  title: string;
  subtitle?: string | null;
  /** Up to four figures shown as label and value. */
  facts: { label: string; value: string }[];
  /** The listing's colour (#rrggbb); the brand's teal otherwise. */
  accent?: string | null;
}

/** A satori element (the JSX shape, written as objects so the server needs no JSX). */
type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

/** Draws a page's card as a 1200x630 PNG from its own data. */
export async function renderSocialImage(card: SocialCard): Promise<Buffer> {
  const accent = card.accent && /^#[0-9a-f]{6}$/i.test(card.accent) ? card.accent : '#1f7a72';
  const tree = el(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '56px 72px 48px',
      background: '#0b2c2d',
      color: '#ffffff',
      fontFamily: 'Noto Sans',
      borderTop: `16px solid ${accent}`,
      boxSizing: 'border-box',
    },
    [
      el('div', { display: 'flex', flexDirection: 'column' }, [
        el('div', { fontSize: 28, color: '#acdcd3', letterSpacing: 1 }, clip(card.eyebrow, 70)),
        el(
          'div',
          { fontSize: card.title.length > 40 ? 60 : 76, fontWeight: 700, marginTop: 18, lineHeight: 1.1 },
          clip(card.title, 80),
        ),
        ...(card.subtitle
          ? [
              el(
                'div',
                { fontSize: 32, color: '#d5eee9', marginTop: 20, lineHeight: 1.3 },
                clip(card.subtitle, 110),
              ),
            ]
          : []),
      ]),
      el(
        'div',
        { display: 'flex', gap: 24 },
        card.facts.slice(0, 4).map((f) =>
          el(
            'div',
            {
              display: 'flex',
              flexDirection: 'column',
              padding: '18px 24px',
              borderRadius: 16,
              background: 'rgba(255,255,255,0.08)',
              minWidth: 200,
            },
            [
              el('div', { fontSize: 22, color: '#acdcd3' }, f.label),
              el('div', { fontSize: 34, fontWeight: 700, marginTop: 6 }, clip(f.value, 28)),
            ],
          ),
        ),
      ),
      el('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'center', width: '100%' }, [
        el('div', { fontSize: 36, fontWeight: 700, color: '#f8cf75' }, BRAND.name),
        el('div', { fontSize: 24, color: '#acdcd3' }, 'Discover · Compare · Fund'),
      ]),
    ],
  );
  const text = JSON.stringify(card);
  const fonts = [...FONTS, ...(/[\u3400-\u9fff]/.test(text) ? [CJK_FONT] : [])].map(fontData);
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], { ...SOCIAL_IMAGE, fonts });
  return new Resvg(svg, { fitTo: { mode: 'width', value: SOCIAL_IMAGE.width } }).render().asPng();
}
