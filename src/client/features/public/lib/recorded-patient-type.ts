import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import type { PatientTypeName } from "@/shared/domain/clinical/bmi";

// Kept apart from patient-type.ts, which the home page loads: only the calculator reads the record.
/**
 * docs/spec.md §4: with no choice in this tab, the calculator reads the patient type from the
 * signed-in user's patient record (decision 006 `patient_type_id`); undefined while unknown or when
 * there is no record yet. A failed read leaves the default.
 */
export function useRecordedPatientType(enabled: boolean): PatientTypeName | undefined {
  const query = useQuery({
    queryKey: ["public", "recorded-patient-type"],
    queryFn: async () => (await unwrap(api.patient.state.$get())).patient?.userType ?? null,
    enabled,
    retry: false,
  });
  return query.data ?? undefined;
}
