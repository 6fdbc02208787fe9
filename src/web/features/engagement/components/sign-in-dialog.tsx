import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { useSignInHref } from './sign-in-href.ts';

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
