import { toast } from '../../lib/toast.ts';

/** Spec §8: failures are a destructive toast titled 'Error' with the server's message. */
export function errorToast(error: unknown) {
  const message = error instanceof Error ? error.message : 'Something went wrong. Please try again.';
  toast.error('Error', { description: message });
}

export const verificationRequiredToast = () =>
  toast.message('Verification Required', {
    description: 'Please check your email for a verification code and enter it below.',
  });
