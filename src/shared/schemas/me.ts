import { z } from "./zod";

/** SPEC §4 patient status choice: 'new' (1) or 'existing' transfer (2), stored as patient_type_id (D6). */
export const patientTypeSchema = z.strictObject({
  userType: z.enum(["new", "existing"], { error: "Choose new or existing" }),
});
export type PatientTypeInput = z.infer<typeof patientTypeSchema>;
