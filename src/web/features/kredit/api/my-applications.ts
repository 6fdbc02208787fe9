import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KreditDocumentKind } from '../../../../shared/kredit.ts';
import type { KreditApplicationT, KreditDraftT } from '../../../../shared/schemas/kredit.ts';
import { api, unwrap } from '../../../lib/api-client.ts';
import { kreditKeys } from './keys.ts';

const byId = (id: string) => ({ param: { id } });

/** The applicant's applications, newest first, and what is left of the yearly limit. */
export const myKreditQueryOptions = () =>
  queryOptions({
    queryKey: kreditKeys.mine(),
    queryFn: () => unwrap(api.v1.kredit.applications.$get()),
  });

export function useMyKredit() {
  return useQuery(myKreditQueryOptions());
}

/** One application of the applicant's. */
export const useKreditApplication = (id: string) =>
  useQuery({
    queryKey: kreditKeys.application(id),
    queryFn: () => unwrap(api.v1.kredit.applications[':id'].$get(byId(id))),
  });

/** Every change answers the application: it replaces the cached one, and the list is refreshed. */
function useKreditMutation<Input>(run: (input: Input) => Promise<KreditApplicationT>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (application) => {
      queryClient.setQueryData(kreditKeys.application(application.id), application);
      return queryClient.invalidateQueries({ queryKey: kreditKeys.mine() });
    },
  });
}

/** Starts an application, or resumes the draft. */
export const useStartKredit = () =>
  useKreditMutation((_: undefined) => unwrap(api.v1.kredit.applications.$post()));

export const useSaveKreditDraft = (id: string) =>
  useKreditMutation((draft: KreditDraftT) =>
    unwrap(api.v1.kredit.applications[':id'].$patch({ ...byId(id), json: draft })),
  );

export const useUploadKreditDocument = (id: string) =>
  useKreditMutation((input: { file: File; kind: KreditDocumentKind }) =>
    unwrap(api.v1.kredit.applications[':id'].documents.$post({ ...byId(id), form: input })),
  );

export const useRemoveKreditDocument = (id: string) =>
  useKreditMutation((documentId: string) =>
    unwrap(api.v1.kredit.applications[':id'].documents[':documentId'].$delete({ param: { id, documentId } })),
  );

export const useSubmitKredit = (id: string) =>
  useKreditMutation((_: undefined) =>
    unwrap(api.v1.kredit.applications[':id'].submit.$post({ ...byId(id), json: { consent: true } })),
  );

export const useReplyKredit = (id: string) =>
  useKreditMutation((message: string) =>
    unwrap(api.v1.kredit.applications[':id'].reply.$post({ ...byId(id), json: { message } })),
  );
