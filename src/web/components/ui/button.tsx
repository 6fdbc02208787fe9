import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-brand-700 text-white hover:bg-brand-800',
        accent: 'bg-accent-400 text-brand-900 hover:bg-accent-300',
        outline: 'border border-slate-300 bg-white text-ink hover:bg-slate-50',
        /** An outline button in its on state (saved, in the compare list). */
        selected: 'border border-brand-500 bg-brand-50 text-brand-800 hover:bg-brand-100',
        /** Outline on a dark band. */
        inverse: 'border border-white/40 bg-transparent text-white hover:bg-white/10',
        ghost: 'text-ink hover:bg-slate-100',
        destructive: 'bg-red-700 text-white hover:bg-red-800',
        link: 'text-brand-700 underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-9 px-3 text-sm whitespace-nowrap',
        md: 'h-10 px-4 text-sm whitespace-nowrap',
        /** Calls to action: a long label wraps onto a second line on a narrow screen. */
        lg: 'min-h-12 px-6 py-2 text-center text-base',
        icon: 'size-10',
        /** No box: for link-styled buttons inside text. */
        inline: 'h-auto p-0 whitespace-nowrap',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

/** `asChild` renders the child (e.g. a router Link) with button styling. */
export function Button({ className, variant, size, asChild, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      className={cn(buttonVariants({ variant, size }), className)}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
}
