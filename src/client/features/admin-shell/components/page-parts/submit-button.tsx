import type { ComponentProps } from "react";
import { Button } from "@/client/components/ui/button";

/** A form's submit button, disabled and saying `pendingLabel` while its request runs. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  ...button
}: Omit<ComponentProps<typeof Button>, "type" | "disabled"> & { pending: boolean; pendingLabel: string }) {
  return (
    <Button type="submit" disabled={pending} {...button}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
