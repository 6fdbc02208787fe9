import { DropdownMenu as Primitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** A menu opened by a button (Radix: arrow keys, typeahead, Escape, focus returns to the button). */
export function DropdownMenu({
  trigger,
  children,
  align = 'end',
}: {
  /** The button that opens it (rendered as the trigger with asChild). */
  trigger: ReactNode;
  children: ReactNode;
  align?: 'start' | 'end';
}) {
  return (
    <Primitive.Root modal={false}>
      <Primitive.Trigger asChild>{trigger}</Primitive.Trigger>
      <Primitive.Portal>
        <Primitive.Content
          align={align}
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          {children}
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}

export function DropdownMenuItem({
  className,
  ...props
}: Primitive.DropdownMenuItemProps & { className?: string }) {
  return (
    <Primitive.Item
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-ink outline-none data-highlighted:bg-brand-50',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuSeparator() {
  return <Primitive.Separator className="my-1 h-px bg-slate-200" />;
}

export const DropdownMenuLabel = Primitive.Label;
