import { useCallback, useSyncExternalStore } from "react";
import { api, unwrap } from "@/client/lib/api";
import { useSession } from "@/client/lib/session";
import { PATIENT_TYPE } from "@/shared/domain/constants";
import type { PatientTypeName } from "@/shared/domain/clinical/bmi";

/** docs/spec.md §4: the choice is kept in session storage under these two keys. */
const STATUS_KEY = "patient_status_id";
const TYPE_KEY = "userType";

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy settings); the choice then lives only in the page.
    return null;
  }
}

/** docs/spec.md §4: the choice stored in this tab (userType, else patient_status_id), or null if none was made. */
function readStoredPatientType(): PatientTypeName | null {
  const s = storage();
  const type = s?.getItem(TYPE_KEY);
  if (type === "new" || type === "existing") return type;
  const status = s?.getItem(STATUS_KEY);
  if (status === String(PATIENT_TYPE.existing)) return "existing";
  if (status === String(PATIENT_TYPE.new)) return "new";
  return null;
}

const noSubscription = () => () => {};

/**
 * The choice stored in this tab, for a component to start from. Null while a page rendered on
 * the server is hydrated (the server cannot know it), then the stored choice.
 */
export function useStoredPatientType(): PatientTypeName | null {
  return useSyncExternalStore(noSubscription, readStoredPatientType, () => null);
}

export function storePatientType(type: PatientTypeName): void {
  const s = storage();
  s?.setItem(TYPE_KEY, type);
  s?.setItem(STATUS_KEY, String(PATIENT_TYPE[type]));
}

/**
 * docs/spec.md §4: stores the new/existing choice and, when signed in, writes it to the patient's
 * record. The write never holds up the visitor: a failure is only logged.
 */
export function useChoosePatientType() {
  const { user } = useSession();
  const signedIn = user !== null;
  return useCallback(
    (type: PatientTypeName) => {
      storePatientType(type);
      if (!signedIn) return;
      unwrap(api.me["patient-type"].$put({ json: { userType: type } })).catch((error: unknown) =>
        console.warn("Could not save the patient type to your record.", (error as Error).message),
      );
    },
    [signedIn],
  );
}
