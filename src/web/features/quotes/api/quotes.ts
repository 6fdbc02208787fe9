import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuoteAnswerInputT, QuoteRequestInputT } from '../../../../shared/schemas/quotes.ts';
import { api, unwrap } from '../../../lib/api-client.ts';

export const quoteKeys = {
  all: ['quotes'] as const,
  list: () => [...quoteKeys.all, 'list'] as const,
};

export const quotesQueryOptions = () =>
  queryOptions({ queryKey: quoteKeys.list(), queryFn: () => unwrap(api.v1.quotes.$get()) });
export const useQuotes = (enabled = true) => useQuery({ ...quotesQueryOptions(), enabled });

function useQuoteMutation<I>(fn: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  });
}

export const useRequestQuote = () =>
  useQuoteMutation((json: QuoteRequestInputT) => unwrap(api.v1.quotes.$post({ json })));

export const useAnswerQuote = () =>
  useQuoteMutation(({ id, ...json }: QuoteAnswerInputT & { id: string }) =>
    unwrap(api.v1.quotes[':id'].answer.$post({ param: { id }, json })),
  );

export const useDecideQuote = () =>
  useQuoteMutation(({ id, decision }: { id: string; decision: 'accept' | 'decline' }) =>
    unwrap(api.v1.quotes[':id'].decision.$post({ param: { id }, json: { decision } })),
  );
