import type { OfferingValues } from '../../../../shared/schemas/offerings.ts';

/** What the form holds: lists as one item a line, numbers as typed. */
export interface FormValues {
  kind: OfferingValues['kind'];
  name: string;
  category: string;
  pricingModel: OfferingValues['pricingModel'];
  currency: OfferingValues['currency'];
  priceFrom: string;
  priceTo: string;
  shortDescription: string;
  description: string;
  features: string;
  integrations: string;
  website: string;
  cashbackPct: string;
  cashbackTerms: string;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

export function toFormValues(v?: OfferingValues): FormValues {
  return {
    kind: v?.kind ?? 'ai_tool',
    name: v?.name ?? '',
    category: v?.category ?? '',
    pricingModel: v?.pricingModel ?? 'subscription',
    currency: v?.currency ?? 'USD',
    priceFrom: v?.priceFrom?.toString() ?? '',
    priceTo: v?.priceTo?.toString() ?? '',
    shortDescription: v?.shortDescription ?? '',
    description: v?.description ?? '',
    features: v?.features.join('\n') ?? '',
    integrations: v?.integrations.join('\n') ?? '',
    website: v?.website ?? '',
    cashbackPct: v?.cashbackPct.toString() ?? '0',
    cashbackTerms: v?.cashbackTerms ?? '',
  };
}

/** The form's text back into the shape the shared schema checks (a free offering has no price). */
export function fromFormValues(raw: FormValues) {
  return {
    ...raw,
    priceFrom: raw.pricingModel === 'free' ? null : numberOrNull(raw.priceFrom),
    priceTo: raw.pricingModel === 'free' ? null : numberOrNull(raw.priceTo),
    features: lines(raw.features),
    integrations: lines(raw.integrations),
    website: raw.website.trim() || null,
    cashbackPct: Number(raw.cashbackPct || 0),
  };
}
