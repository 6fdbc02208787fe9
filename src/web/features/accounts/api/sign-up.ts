import { useMutation } from '@tanstack/react-query';
import type { FranchisorSignUp, SeekerSignUp } from '../../../../shared/schemas/accounts.ts';
import { api, unwrap } from '../../../lib/api-client.ts';

export function useSignUpSeeker() {
  return useMutation({
    mutationFn: (input: SeekerSignUp) => unwrap(api.v1.accounts['sign-up'].$post({ json: input })),
    retry: false,
  });
}

export function useSignUpFranchisor() {
  return useMutation({
    mutationFn: (input: FranchisorSignUp) =>
      unwrap(api.v1.accounts['franchisor-sign-up'].$post({ json: input })),
    retry: false,
  });
}
