import { useEffect } from "react";
import { notify } from "@/client/lib/notify";
import { usePatientFormState } from "../../api/patient-form-api";

/**
 * A step's saved information, with the step's own words when it could not be loaded and, for the
 * steps after the first (`needsPatient`), when there is no patient record to continue from.
 */
export function useStepState(loadFailed: string, needsPatient = true) {
  const state = usePatientFormState();
  useEffect(() => {
    if (state.isError) notify.error("Error", loadFailed);
  }, [state.isError, loadFailed]);
  useEffect(() => {
    if (needsPatient && state.data && !state.data.patient)
      notify.error("Error", "No patient record found. Please complete the patient form first.");
  }, [state.data, needsPatient]);
  return state;
}
