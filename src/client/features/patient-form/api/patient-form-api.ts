import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, unwrap as unwrapAny } from "@/client/lib/api";
import type {
  BasicInfoInput,
  DoseChoice,
  MeasurementUpdate,
  QuestionFieldUpdate,
  SafetyInfo,
} from "@/shared/schemas/patient/patient-form";
import type { z } from "zod";
import type { shippingSchema } from "@/shared/schemas/patient/patient-form";

/** Like `unwrap`, typed with the success body only (errors are thrown as ApiError). */
function unwrap<R extends { ok: boolean; status: number; json(): Promise<unknown> }>(
  response: Promise<R>,
): Promise<Awaited<ReturnType<Extract<R, { ok: true }>["json"]>>> {
  return unwrapAny(response) as never;
}

/** Every query of the patient form lives under one key, so a save refreshes what it changed. */
export const patientFormKeys = {
  all: ["patient-form"] as const,
  state: ["patient-form", "state"] as const,
  confirmation: ["patient-form", "confirmation"] as const,
  latestOrder: ["patient-form", "latest-order"] as const,
};

const fetchState = () => unwrap(api.patient.state.$get());
export type PatientFormState = Awaited<ReturnType<typeof fetchState>>;

/**
 * Data read since the page was opened: a step decides its redirects and fills its form only
 * from what the server says now, never from a copy cached before an earlier step saved.
 */
function useFresh<T>(query: { data: T | undefined; dataUpdatedAt: number; isError: boolean; error: Error | null }) {
  const [openedAt] = useState(() => Date.now());
  const fresh = query.data !== undefined && query.dataUpdatedAt >= openedAt;
  return {
    data: fresh ? query.data : undefined,
    isPending: !fresh && !query.isError,
    isError: !fresh && query.isError,
    error: query.error,
  };
}

/** The signed-in patient's saved form: patient, open questionnaire, open order, dose rule. */
export function usePatientFormState() {
  return useFresh<PatientFormState>(
    useQuery({ queryKey: patientFormKeys.state, queryFn: fetchState, staleTime: 0, refetchOnMount: "always" }),
  );
}

function useInvalidatingMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientFormKeys.all }),
  });
}

export function useSaveBasic() {
  return useInvalidatingMutation((json: BasicInfoInput) => unwrap(api.patient.basic.$put({ json })));
}

/** The auto-save of one answer (docs/spec.md §7). */
export function useSaveQuestionField() {
  return useInvalidatingMutation((json: QuestionFieldUpdate) => unwrap(api.patient.questionnaire.$patch({ json })));
}

/** The auto-save of the height or the weight (docs/spec.md §7); the answer carries the server's BMI. */
export function useSaveMeasurement() {
  return useInvalidatingMutation((json: MeasurementUpdate) => unwrap(api.patient.measurements.$patch({ json })));
}

export function useSaveSafety() {
  return useInvalidatingMutation((json: SafetyInfo) => unwrap(api.patient.safety.$put({ json })));
}

const startDose = () => unwrap(api.patient.dose.$post({ json: {} }));
export type DoseView = Awaited<ReturnType<typeof startDose>>;

/** Finds or creates the open order with the starter dose (docs/spec.md §4). */
export function useStartDose() {
  return useInvalidatingMutation(startDose);
}

export function useChangeDose() {
  return useInvalidatingMutation((json: DoseChoice) => unwrap(api.patient.dose.$put({ json })));
}

export function useSaveShipping() {
  return useInvalidatingMutation((json: z.input<typeof shippingSchema>) => unwrap(api.patient.shipping.$put({ json })));
}

const fetchConfirmation = () => unwrap(api.patient.confirmation.$get());
export type Confirmation = Awaited<ReturnType<typeof fetchConfirmation>>;

export function useConfirmation() {
  return useFresh<Confirmation>(
    useQuery({
      queryKey: patientFormKeys.confirmation,
      queryFn: fetchConfirmation,
      staleTime: 0,
      refetchOnMount: "always",
    }),
  );
}

const completeOrder = () => unwrap(api.patient.complete.$post({ json: {} }));
export type CompletedOrder = Omit<Awaited<ReturnType<typeof completeOrder>>, "alreadyCompleted" | "queued">;

export function useCompleteOrder() {
  return useInvalidatingMutation(completeOrder);
}

/** /order-success opened without navigation state reads the latest completed order. */
export function useLatestCompletedOrder(enabled: boolean) {
  return useQuery({
    queryKey: patientFormKeys.latestOrder,
    queryFn: () => unwrap(api.patient.orders.latest.$get()),
    enabled,
    staleTime: 0,
  });
}
