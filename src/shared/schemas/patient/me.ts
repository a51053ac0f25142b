import { z } from "../zod";

/** docs/spec.md §4 patient status choice: 'new' (1) or 'existing' transfer (2), stored as patient_type_id (decision 006). */
export const patientTypeSchema = z.strictObject({
  userType: z.enum(["new", "existing"], { error: "Choose new or existing" }),
});
export type PatientTypeInput = z.infer<typeof patientTypeSchema>;
