import type { UseFormRegisterReturn } from 'react-hook-form';
import { INDUSTRIES } from '../../../../shared/enums.ts';
import { cn } from '../../../lib/cn.ts';

/** The 14 industries as a checkbox grid, each choice highlighted when checked. */
export function IndustryCheckboxes({
  register,
  selected,
  className,
}: {
  register: UseFormRegisterReturn;
  selected: readonly string[] | undefined;
  className?: string;
}) {
  return (
    <div className={cn('mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2', className)}>
      {INDUSTRIES.map((industry) => (
        <label
          key={industry}
          className={cn(
            'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
            selected?.includes(industry) ? 'border-brand-500 bg-brand-50' : 'border-slate-300',
          )}
        >
          <input type="checkbox" className="size-4 accent-brand-700" value={industry} {...register} />
          {industry}
        </label>
      ))}
    </div>
  );
}
