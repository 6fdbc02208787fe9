import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';

/** The sign-in page, coming back to where the visitor was afterwards. */
export function useSignInHref(): string {
  const location = useLocation();
  return `/auth?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

/** Asks a visitor to sign in before an action that needs an account. */
export function SignInDialog({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
}) {
  const href = useSignInHref();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={children}
      actions={
        <>
          <DialogClose asChild>
            <Button variant="outline">Not now</Button>
          </DialogClose>
          <Button asChild>
            <Link to={href}>Sign in</Link>
          </Button>
        </>
      }
    />
  );
}
