import { Play } from 'lucide-react';
import { useId, useState } from 'react';
import { formatMoment, orDash } from '../../../../shared/dates.ts';
import { JOB_RUN_STATES, type JobRunState as JobRunStateT } from '../../../../shared/jobs.ts';
import type { JobRunT, JobSummaryT } from '../../../../shared/schemas/jobs.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Badge, Card, Skeleton } from '../../../components/ui/card.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { errorToast } from '../../accounts/toasts.ts';
import { type AdminJobsFilter, useAdminJobs } from '../api/get-admin-jobs.ts';
import { useRunAdminJob } from '../api/run-admin-job.ts';

const STATE_LABELS: Record<JobRunStateT, string> = {
  created: 'Queued',
  retry: 'Waiting to retry',
  active: 'Running',
  completed: 'Completed',
  cancelled: 'Cancelled',
  failed: 'Failed',
};
const STATE_TONES: Record<JobRunStateT, string> = {
  created: 'bg-slate-100 text-slate-700',
  retry: 'bg-amber-100 text-amber-900',
  active: 'bg-brand-50 text-brand-700',
  completed: 'bg-emerald-50 text-emerald-800',
  cancelled: 'bg-slate-100 text-slate-700',
  failed: 'bg-red-50 text-red-800',
};

const selectClass =
  'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500';

function duration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
}

/** `{ deleted: 3, kept: 1 }` → "deleted 3, kept 1". */
function resultText(result: Record<string, unknown> | null): string {
  if (!result) return '';
  return Object.entries(result)
    .map(([key, value]) => `${key.replace(/([A-Z])/g, ' $1').toLowerCase()} ${String(value)}`)
    .join(', ');
}

function StateBadge({ state }: { state: JobRunStateT }) {
  return <Badge className={STATE_TONES[state]}>{STATE_LABELS[state]}</Badge>;
}

function JobCard({ job, canRun }: { job: JobSummaryT; canRun: boolean }) {
  const run = useRunAdminJob();
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="space-y-1">
        <h3 className="font-mono text-base font-semibold text-ink">{job.name}</h3>
        <p className="text-sm text-muted">{job.description}</p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">Schedule (UTC)</dt>
        <dd className="font-mono text-ink">{job.schedule ?? 'On demand'}</dd>
        <dt className="text-muted">Next run</dt>
        <dd className="text-ink">{orDash(job.nextRunAt, formatMoment)}</dd>
        <dt className="text-muted">Last success</dt>
        <dd className="text-ink">{orDash(job.lastCompletedAt, formatMoment)}</dd>
        <dt className="text-muted">Waiting · running</dt>
        <dd className="text-ink tabular-nums">
          {job.waiting} · {job.active}
        </dd>
        <dt className="text-muted">Failed (24 h)</dt>
        <dd className={cn('tabular-nums', job.failedLastDay > 0 ? 'font-semibold text-red-700' : 'text-ink')}>
          {job.failedLastDay}
        </dd>
      </dl>
      {canRun && (
        <Button
          variant="outline"
          className="mt-auto self-start"
          disabled={run.isPending}
          onClick={() =>
            run.mutate(job.name, {
              onSuccess: () =>
                toast.success(`${job.name} queued`, { description: 'It starts within seconds.' }),
              onError: errorToast,
            })
          }
        >
          <Play aria-hidden="true" />
          {run.isPending ? 'Queuing...' : 'Run now'}
        </Button>
      )}
    </Card>
  );
}

function RunOutcome({ run }: { run: JobRunT }) {
  return (
    <span className={cn('break-words', run.error ? 'text-red-700' : 'text-muted')}>
      {run.error ?? resultText(run.result)}
    </span>
  );
}

/** Phones get one card per run; wider screens a table. */
function RunsList({ runs }: { runs: JobRunT[] }) {
  if (runs.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-muted">
        No runs yet.
      </p>
    );
  }
  return (
    <>
      <ul className="space-y-3 sm:hidden" aria-label="Recent job runs, newest first">
        {runs.map((r) => (
          <li key={r.id}>
            <Card className="space-y-2 p-4 text-sm">
              <div className="flex items-center justify-between gap-2">
                <span className="font-mono text-ink">{r.name}</span>
                <StateBadge state={r.state} />
              </div>
              <p className="text-ink">
                {orDash(r.createdAt, formatMoment)} · {r.attempts} of {r.maxAttempts} tries ·{' '}
                {duration(r.durationMs)}
              </p>
              <RunOutcome run={r} />
            </Card>
          </li>
        ))}
      </ul>
      <Card className="hidden overflow-x-auto sm:block">
        <table className="w-full text-sm">
          <caption className="sr-only">Recent job runs, newest first</caption>
          <thead className="bg-slate-50 text-left text-muted">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                Job
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                State
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Queued
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Tries
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Took
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Result or error
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {runs.map((r) => (
              <tr key={r.id}>
                <td className="px-4 py-2 font-mono text-ink">{r.name}</td>
                <td className="px-4 py-2">
                  <StateBadge state={r.state} />
                </td>
                <td className="px-4 py-2 whitespace-nowrap text-ink">{orDash(r.createdAt, formatMoment)}</td>
                <td className="px-4 py-2 text-right text-ink tabular-nums">
                  {r.attempts} of {r.maxAttempts}
                </td>
                <td className="px-4 py-2 text-right whitespace-nowrap text-ink tabular-nums">
                  {duration(r.durationMs)}
                </td>
                <td className="px-4 py-2">
                  <RunOutcome run={r} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </>
  );
}

/** /admin/jobs: the background jobs, their schedules and their latest runs and failures. */
export function AdminJobs() {
  const id = useId();
  const viewer = useViewer();
  const [filter, setFilter] = useState<AdminJobsFilter>({});
  const jobs = useAdminJobs(filter);

  if (jobs.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-2" role="status" aria-busy="true" aria-label="Loading">
        {Array.from({ length: 2 }, (_, i) => (
          <Skeleton key={i} className="h-56" />
        ))}
      </div>
    );
  }
  if (jobs.isError) {
    return (
      <QueryError title="The jobs could not be loaded" error={jobs.error} onRetry={() => jobs.refetch()} />
    );
  }
  const { data } = jobs;
  return (
    <div className="space-y-8">
      <section aria-labelledby={`${id}-jobs`} className="space-y-3">
        <div>
          <h2 id={`${id}-jobs`} className="text-lg font-semibold text-ink">
            Background jobs
          </h2>
          <p className="text-sm text-muted">
            Each run happens on one server, however many are running. A failed try is retried with growing
            pauses.
          </p>
        </div>
        {!data.running && (
          <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            This server is not working the job queues right now; runs wait until a server does.
          </p>
        )}
        <div className="grid gap-4 md:grid-cols-2">
          {data.jobs.map((job) => (
            <JobCard key={job.name} job={job} canRun={viewer.adminLevel === 'super'} />
          ))}
        </div>
      </section>
      <section aria-labelledby={`${id}-runs`} className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id={`${id}-runs`} className="text-lg font-semibold text-ink">
            Recent runs
          </h2>
          <div className="flex flex-wrap gap-3">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-job`} className="text-xs font-medium text-muted">
                Job
              </label>
              <select
                id={`${id}-job`}
                className={selectClass}
                value={filter.job ?? ''}
                onChange={(e) => setFilter((f) => ({ ...f, job: e.target.value || undefined }))}
              >
                <option value="">All jobs</option>
                {data.jobs.map((j) => (
                  <option key={j.name} value={j.name}>
                    {j.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-state`} className="text-xs font-medium text-muted">
                State
              </label>
              <select
                id={`${id}-state`}
                className={selectClass}
                value={filter.state ?? ''}
                onChange={(e) =>
                  setFilter((f) => ({
                    ...f,
                    state: (e.target.value || undefined) as JobRunStateT | undefined,
                  }))
                }
              >
                <option value="">Any state</option>
                {JOB_RUN_STATES.map((s) => (
                  <option key={s} value={s}>
                    {STATE_LABELS[s]}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </div>
        <RunsList runs={data.runs} />
      </section>
    </div>
  );
}
