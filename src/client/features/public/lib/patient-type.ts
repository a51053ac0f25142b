import { useCallback, useLayoutEffect, useState } from "react";
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

/**
 * The choice stored in this tab, for a component to start from. Null in the first render (the
 * server cannot know it, and an island's first render is the server's, decision 107), then the
 * stored choice, before the browser paints.
 */
export function useStoredPatientType(): PatientTypeName | null {
  const [stored, setStored] = useState<PatientTypeName | null>(null);
  useLayoutEffect(() => setStored(readStoredPatientType()), []);
  return stored;
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
      // Kept alive: on a public page the link that made the choice then loads its page (decision 107).
      unwrap(api.me["patient-type"].$put({ json: { userType: type } }, { init: { keepalive: true } })).catch(
        (error: unknown) => console.warn("Could not save the patient type to your record.", (error as Error).message),
      );
    },
    [signedIn],
  );
}
