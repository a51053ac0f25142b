import { AppError } from "./app-error";

const MAX_ID = 2_147_483_647;

/** A record's id from the path; anything but a whole number in the id range is simply not found. */
export function pathId(raw: string, notFound: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw new AppError("not_found", notFound);
  return id;
}
