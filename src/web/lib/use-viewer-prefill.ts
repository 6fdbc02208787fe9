import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { DISPLAY_NAME_FALLBACK } from '../../shared/display-name.ts';
import { useViewer } from './viewer.ts';

/**
 * Fills a form's name and e-mail from the signed-in account once it is known, leaving alone
 * what the user has already typed. The 'User' placeholder (no name on the profile) is no name.
 */
export function useViewerPrefill<T extends { name: string; email: string }>(form: UseFormReturn<T>) {
  const viewer = useViewer();
  const user = viewer.status === 'signed-in' ? viewer.user : undefined;
  const name = user && user.displayName !== DISPLAY_NAME_FALLBACK ? user.displayName : '';
  const email = user?.email ?? '';
  useEffect(() => {
    // T's constraint guarantees both fields; the generic form type cannot prove their paths.
    const f = form as unknown as UseFormReturn<{ name: string; email: string }>;
    if (name && !f.getValues('name')) f.setValue('name', name);
    if (email && !f.getValues('email')) f.setValue('email', email);
  }, [name, email, form]);
}
