import { KREDIT_STATUS_LABELS, type KreditStatus } from '../../../../shared/kredit.ts';
import { Badge } from '../../../components/ui/card.tsx';

const TONES: Record<KreditStatus, string> = {
  draft: 'bg-slate-100 text-slate-700',
  submitted: 'bg-brand-50 text-brand-800',
  under_review: 'bg-brand-50 text-brand-800',
  more_info_requested: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-50 text-emerald-800',
  rejected: 'bg-red-50 text-red-800',
  disbursed: 'bg-emerald-100 text-emerald-900',
};

export function KreditStatusBadge({ status }: { status: KreditStatus }) {
  return <Badge className={TONES[status]}>{KREDIT_STATUS_LABELS[status]}</Badge>;
}
