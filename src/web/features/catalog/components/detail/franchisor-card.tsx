import { Building2, ExternalLink } from 'lucide-react';
import type { OpportunityDetail } from '../../../../../shared/schemas/catalog.ts';
import { Section } from './section.tsx';

/** Who sells the franchise: name, head office, description and website. */
export function FranchisorCard({ franchisor: f }: { franchisor: OpportunityDetail['franchisor'] }) {
  return (
    <Section id="franchisor" title="The franchisor">
      <p className="flex items-center gap-2 font-semibold">
        <Building2 aria-hidden="true" className="size-4 text-muted" /> {f.name}
      </p>
      {f.headquarters && <p className="mt-1 text-sm text-muted">Head office: {f.headquarters}</p>}
      {f.description && <p className="mt-2 text-sm">{f.description}</p>}
      {f.website && (
        <a
          href={f.website}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          Website <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )}
    </Section>
  );
}
