import { Fragment } from 'react';
import { comparison } from '@/content/home';
import { Section } from '@/components/ui/section';
import { cn } from '@/lib/cn';
import { ComparisonCell, ComparisonMark } from './comparison-cell';
import { CompetitorLogo } from './competitor-logo';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

export function ComparisonTable() {
  const { products, groups, labels } = comparison;
  return (
    <Section labelledBy="comparison-title" heading={comparison} tone="surface">
      <p className="mt-8 flex items-center justify-center gap-2 text-sm text-ink-muted md:hidden">
        {labels.scrollHint}
        <span aria-hidden="true">→</span>
      </p>
      {/* Focusable so keyboard users can scroll it sideways; its own name keeps landmarks unique.
          Below 768 px the feature column and exactly two product columns fill the box (container
          units), and the columns snap, so no product's name is ever cut at rest. */}
      <section
        aria-label={labels.table}
        tabIndex={0}
        className="@container relative mt-4 overflow-x-auto rounded-card border border-line bg-white shadow-soft max-md:snap-x max-md:snap-mandatory max-md:scroll-pl-32 md:mt-10"
      >
        <table className="w-full border-collapse text-sm max-md:w-[calc(8rem+2.5*(100cqw-8rem))] max-md:table-fixed md:min-w-[44rem]">
          <caption className="sr-only">{comparison.title}</caption>
          <thead>
            <tr className="border-b border-line">
              <th
                scope="col"
                className="sticky left-0 bg-white p-4 text-left font-semibold text-ink max-md:w-32 max-md:px-3"
              >
                {labels.feature}
              </th>
              {products.map((product, i) => (
                // Equal product columns: the cells' hidden words must not widen one of them.
                <th
                  key={product.name}
                  scope="col"
                  className={cn(
                    'w-[14%] p-4 max-md:w-[calc((100cqw-8rem)/2)] max-md:snap-start max-md:px-2',
                    i === 0 && 'bg-brand-50',
                  )}
                >
                  <CompetitorLogo src={product.logo} abbreviation={product.abbreviation} />
                  <span className="mt-2 block font-semibold text-ink">{product.name}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <Fragment key={group.name}>
                <tr className="bg-surface">
                  <th
                    scope="colgroup"
                    colSpan={products.length + 1}
                    className="sticky left-0 px-4 py-2.5 text-left text-xs font-bold tracking-wide text-brand-800 uppercase"
                  >
                    {group.name}
                  </th>
                </tr>
                {group.rows.map((row) => (
                  <tr key={row.name} className="border-t border-line">
                    <th
                      scope="row"
                      className="sticky left-0 bg-white px-4 py-3 text-left font-medium text-ink max-md:px-3 max-md:text-xs"
                    >
                      <KeepTermsTogether text={row.name} />
                    </th>
                    {row.values.map((value, i) => (
                      <ComparisonCell
                        key={products[i]?.name}
                        value={value}
                        labels={labels}
                        className={i === 0 ? 'bg-brand-50/60' : undefined}
                      />
                    ))}
                  </tr>
                ))}
              </Fragment>
            ))}
          </tbody>
        </table>
      </section>
      <ul
        className="mt-4 flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm text-ink-muted"
        aria-label="Legend"
      >
        {(['yes', 'partial', 'no'] as const).map((kind) => (
          <li key={kind} className="flex items-center gap-2">
            <ComparisonMark kind={kind} label={labels[kind]} />
            <span aria-hidden="true">{labels[kind]}</span>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-3 max-w-3xl text-center text-xs text-ink-muted">
        <KeepTermsTogether text={comparison.note} />
      </p>
    </Section>
  );
}
