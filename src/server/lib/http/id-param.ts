import { MAX_ID, z } from "@/shared/schemas/zod";

/**
 * The one schema of a record's id in the path (`/:id`), validated by `validate("param",
 * idParamSchema, { notFound })`: anything but a whole number in the id range is simply not found.
 */
export const idParamSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_ID)),
});
