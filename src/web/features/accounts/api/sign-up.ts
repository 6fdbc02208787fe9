import { useMutation } from '@tanstack/react-query';
import type { FranchisorSignUp, SeekerSignUp } from '../../../../shared/schemas/accounts.ts';
import { apiFetch } from '../../../lib/api-client.ts';

type Result = { needsVerification: true; email: string };

export function signUpSeeker(input: SeekerSignUp) {
  return apiFetch<Result>('/api/v1/accounts/sign-up', { method: 'POST', json: input });
}

export function signUpFranchisor(input: FranchisorSignUp) {
  return apiFetch<Result>('/api/v1/accounts/franchisor-sign-up', { method: 'POST', json: input });
}

export function useSignUpSeeker() {
  return useMutation({ mutationFn: signUpSeeker, retry: false });
}

export function useSignUpFranchisor() {
  return useMutation({ mutationFn: signUpFranchisor, retry: false });
}
