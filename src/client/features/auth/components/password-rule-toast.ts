import type { FieldErrors } from "react-hook-form";
import { notify } from "@/client/lib/notify";
import { brokenPasswordRule } from "@/shared/schemas/people/auth";

/** docs/spec.md §5: a broken password rule is also announced as a destructive toast. */
export function toastBrokenPasswordRule(errors: FieldErrors<{ password: string; confirmPassword: string }>) {
  const rule = brokenPasswordRule([errors.password?.message, errors.confirmPassword?.message]);
  if (rule) notify.error(rule.title, rule.message);
}
