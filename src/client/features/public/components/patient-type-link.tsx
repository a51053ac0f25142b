import { Link } from "react-router";
import { island } from "@/client/components/island";
import { Button, type ButtonProps } from "@/client/components/ui/button";
import type { PatientTypeName } from "@/shared/domain/clinical/bmi";
import { useChoosePatientType } from "../lib/patient-type";

interface ChoosingLinkProps {
  to: string;
  type: PatientTypeName;
  label: string;
  /** Drawn as a button of this look; a text link without it. */
  button?: Pick<ButtonProps, "variant" | "size">;
  className?: string;
}

/**
 * docs/spec.md §4: a link that records the new or existing choice on its way; a transfer also
 * carries the choice to the form, as navigation state.
 */
function ChoosingLink({ to, type, label, button, className }: ChoosingLinkProps) {
  const choose = useChoosePatientType();
  const link = (
    <Link
      to={to}
      state={type === "existing" ? { userData: { userType: "existing" } } : undefined}
      onClick={() => choose(type)}
      className={className}
    >
      {label}
    </Link>
  );
  return button ? (
    <Button asChild {...button}>
      {link}
    </Button>
  ) : (
    link
  );
}

/** An island of its own on a page the server rendered (decision 107). */
export const PatientTypeLink = island("patient-type-link", ChoosingLink);
