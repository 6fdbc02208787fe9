import { Check, CircleHelp, X } from 'lucide-react';
import { explainMatch, type MatchReason, type MatchResult } from '../../../../shared/match-score.ts';
import { cn } from '../../../lib/cn.ts';

const GROUPS = [
  { key: 'fits', title: 'Why this fits you', Icon: Check, tone: 'text-emerald-700' },
  { key: 'doesNotFit', title: 'What does not fit', Icon: X, tone: 'text-red-700' },
  { key: 'unknown', title: 'Not known yet', Icon: CircleHelp, tone: 'text-slate-500' },
] as const;

/** The score out of 100 and each reason under fits / does not fit / not known (shared/match-score.ts). */
export function MatchReasons({ match, className }: { match: MatchResult; className?: string }) {
  const groups = explainMatch(match);
  return (
    <div className={cn('text-sm', className)} data-testid="match-reasons">
      <p className="font-semibold">
        Match score <span className="text-lg text-brand-800">{match.score}</span>/100
      </p>
      {GROUPS.map(({ key, title, Icon, tone }) =>
        groups[key].length === 0 ? null : (
          <div key={key} className="mt-3" data-group={key}>
            <h4 className="text-xs font-bold tracking-wide text-muted uppercase">{title}</h4>
            <ul className="mt-1 space-y-1.5">
              {groups[key].map((r: MatchReason) => (
                <li key={r.factor} className="flex gap-2 text-xs leading-snug">
                  <Icon aria-hidden="true" className={cn('mt-0.5 size-3.5 shrink-0', tone)} />
                  <span className="min-w-0 flex-1">{r.text}</span>
                  <span className="shrink-0 font-semibold text-muted tabular-nums">
                    <span className="sr-only">points: </span>
                    {r.points}/{r.max}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ),
      )}
    </div>
  );
}
