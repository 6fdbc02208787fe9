import { X } from 'lucide-react';
import { Dialog as Primitive } from 'radix-ui';
import type { ReactNode } from 'react';

/**
 * A modal dialog (Radix: focus trap, Escape, labelled by its title). `actions` are the buttons
 * at the bottom; wrap the one that only closes in `<DialogClose asChild>`.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Primitive.Root open={open} onOpenChange={onOpenChange}>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Primitive.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <Primitive.Title className="pr-6 text-lg font-semibold">{title}</Primitive.Title>
          {description ? (
            <Primitive.Description className="mt-2 text-sm text-muted">{description}</Primitive.Description>
          ) : (
            <Primitive.Description className="sr-only">{title}</Primitive.Description>
          )}
          {children}
          {actions && <div className="mt-6 flex flex-wrap justify-end gap-2">{actions}</div>}
          <Primitive.Close asChild>
            <button
              type="button"
              aria-label="Close"
              className="absolute top-3 right-3 rounded-md p-1 text-muted hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </Primitive.Close>
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}

export const DialogClose = Primitive.Close;
