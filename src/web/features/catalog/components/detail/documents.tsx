import { Download, FileText } from 'lucide-react';
import type { OpportunityDetail } from '../../../../../shared/schemas/catalog.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Section } from './section.tsx';

/** The fact sheet made from the listing, then the franchisor's own documents. */
export function Documents({ listing: o }: { listing: OpportunityDetail }) {
  const documents = [
    {
      id: 'fact-sheet',
      title: 'Fact sheet (PDF, generated from this listing)',
      url: `/api/v1/opportunities/${o.id}/fact-sheet`,
    },
    ...o.documents,
  ];
  return (
    <Section id="documents" title="Documents">
      <ul className="divide-y divide-slate-100">
        {documents.map((d) => (
          <li key={d.id} className="flex items-center justify-between gap-3 py-2">
            <span className="flex items-center gap-2">
              <FileText aria-hidden="true" className="size-4 shrink-0 text-muted" /> {d.title}
            </span>
            <Button asChild variant="outline" size="sm">
              <a href={d.url} download aria-label={`Download ${d.title}`}>
                <Download aria-hidden="true" /> Download
              </a>
            </Button>
          </li>
        ))}
      </ul>
    </Section>
  );
}
