import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { auditedRead } from "@/client/features/admin-shell/api/audited-read";
import type { EvidenceFileKind } from "@/shared/domain/prescribing/evidence-files";
import type { GpLetterChannel } from "@/shared/domain/prescribing/consultation-vocabulary";
import type { ConsultationFilter, CorrectionInput, DecisionInput } from "@/shared/schemas/prescribing/consultations";
import type { IdentityCheckInput, MeasurementInput } from "@/shared/schemas/prescribing/evidence";
import { adminKeys } from "@/client/features/admin-shell/api/admin-keys";

/** Under the admin root key, so an ended session on these pages is handled like on the others. */
const reviewKeys = {
  all: [...adminKeys.all, "consultations"] as const,
  list: (status: ConsultationFilter | undefined, page: number) =>
    [...adminKeys.all, "consultations", "list", status ?? "open", page] as const,
  detail: (id: string) => [...adminKeys.all, "consultations", "detail", id] as const,
  prescription: (id: string) => [...adminKeys.all, "prescriptions", id] as const,
  gpLetter: (id: string) => [...adminKeys.all, "gp-letters", id] as const,
};

/** The prescriber's queue (decision 077): without a status, the open consultations. */
export function useConsultationList(status: ConsultationFilter | undefined, page: number) {
  return useQuery({
    queryKey: reviewKeys.list(status, page),
    queryFn: () =>
      unwrap(
        api.admin.consultations.$get({
          query: { ...(status ? { status } : {}), ...(page > 1 ? { page: String(page) } : {}) },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
export type ConsultationRow = NonNullable<ReturnType<typeof useConsultationList>["data"]>["consultations"][number];

/** Opening a consultation is an audited read (decision 077): always fetched fresh when the page opens. */
export function useConsultation(id: string) {
  return useQuery(
    auditedRead(reviewKeys.detail(id), () => unwrap(api.admin.consultations[":id"].$get({ param: { id } }))),
  );
}
export type ConsultationDetail = NonNullable<ReturnType<typeof useConsultation>["data"]>;

/** A re-order's or restart's progress, as the consultation's answer carries it (null for a first supply or a transfer). */
export type ConsultationProgress = NonNullable<ConsultationDetail["progress"]>;

/** After anything recorded on a consultation: its page, the queue, the dashboard's counts and the patient pages. */
function useReviewMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
        queryClient.invalidateQueries({ queryKey: adminKeys.patients }),
        queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
      ]),
  });
}

const idParam = (id: number) => ({ id: String(id) });

export const useRecordIdentityCheck = (patientId: number) =>
  useReviewMutation((json: IdentityCheckInput) =>
    unwrap(api.admin.patients[":id"]["identity-checks"].$post({ param: idParam(patientId), json })),
  );

export const useRecordMeasurement = (patientId: number) =>
  useReviewMutation((json: MeasurementInput) =>
    unwrap(api.admin.patients[":id"].measurements.$post({ param: idParam(patientId), json })),
  );

/** The file is the request's body as it is (decision 077); its kind and name go in the query. */
export const useUploadFile = (patientId: number) =>
  useReviewMutation(({ kind, file }: { kind: EvidenceFileKind; file: File }) =>
    unwrap(
      api.admin.patients[":id"].files.$post(
        { param: idParam(patientId), query: { kind, fileName: file.name } },
        { init: { body: file } },
      ),
    ),
  );

export const useRecordDecision = (consultationId: number) =>
  useReviewMutation((json: DecisionInput) =>
    unwrap(api.admin.consultations[":id"].decision.$post({ param: idParam(consultationId), json })),
  );

/** A correcting decision (decision 085): a new approval or rejection that supersedes the current one. */
export const useCorrectDecision = (consultationId: number) =>
  useReviewMutation((json: CorrectionInput) =>
    unwrap(api.admin.consultations[":id"].correction.$post({ param: idParam(consultationId), json })),
  );

/** Reading a prescription is audited: fetched fresh each time its page opens. */
export function usePrescription(id: string) {
  return useQuery(
    auditedRead(reviewKeys.prescription(id), () => unwrap(api.admin.prescriptions[":id"].$get({ param: { id } }))),
  );
}

/** "Verify signature" (decision 118): the signature checked now against the prescription's particulars. */
export const useVerifyPrescription = (id: number) =>
  useMutation({
    mutationFn: () => unwrap(api.admin.prescriptions[":id"].verify.$post({ param: idParam(id) })),
  });

/** "Paper prescription signed and filed" (decision 118): a pharmacist records it, once; the page reads again. */
export function useFilePaperPrescription(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.admin.prescriptions[":id"]["paper-filed"].$post({ param: idParam(id) })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.prescription(String(id)) }),
  });
}

export function useGpLetter(id: string) {
  return useQuery(
    auditedRead(reviewKeys.gpLetter(id), () => unwrap(api.admin["gp-letters"][":id"].$get({ param: { id } }))),
  );
}

export function useMarkGpLetterSent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channel: GpLetterChannel) =>
      unwrap(api.admin["gp-letters"][":id"].sent.$post({ param: idParam(id), json: { channel } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.gpLetter(String(id)) }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      ]),
  });
}

/** The file's own address: the server serves it inline to employees, each view audited. */
export const evidenceFileUrl = (fileId: number) => `/api/admin/files/${fileId}`;
