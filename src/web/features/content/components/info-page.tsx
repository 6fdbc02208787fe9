import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export interface InfoSection {
  id: string;
  heading: string;
  body: ReactNode;
}

/**
 * The layout of the information and legal pages: a title band, an "On this page" list on wide
 * screens and the sections as readable prose.
 */
export function InfoPage({
  title,
  eyebrow,
  lead,
  updated,
  sections,
  children,
}: {
  /** The `{Page}` of the title and the page's heading. */
  title: string;
  eyebrow: string;
  lead: ReactNode;
  /** "Last updated" date of a legal text. */
  updated?: string;
  sections: InfoSection[];
  /** Content after the sections (a call to action). */
  children?: ReactNode;
}) {
  usePageTitle();
  return (
    <>
      <section className="border-b border-brand-100 bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            {title}
          </h1>
          <div className="mt-4 max-w-3xl text-lg leading-8 text-muted">{lead}</div>
          {updated && <p className="mt-4 text-sm text-muted">Last updated: {updated}</p>}
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:py-16">
        {sections.length > 2 && (
          <nav aria-label="On this page" className="hidden lg:block">
            <div className="sticky top-24">
              <p className="text-sm font-semibold text-ink">On this page</p>
              <ul className="mt-3 space-y-2 border-l border-slate-200 text-sm">
                {sections.map((s) => (
                  <li key={s.id}>
                    <a
                      href={`#${s.id}`}
                      className="-ml-px block border-l border-transparent pl-4 text-muted hover:border-brand-500 hover:text-brand-800"
                    >
                      {s.heading}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </nav>
        )}
        <article
          className={
            sections.length > 2 ? 'prose-content max-w-3xl' : 'prose-content max-w-3xl lg:col-span-2'
          }
        >
          {sections.map((s) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="scroll-mt-24">
              <h2 id={`${s.id}-heading`}>{s.heading}</h2>
              {s.body}
            </section>
          ))}
          {children}
        </article>
      </div>
    </>
  );
}
