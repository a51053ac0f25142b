import type { UseFormRegisterReturn } from "react-hook-form";
import { InputField } from "@/client/components/form/field";
import { TEXT_LIMITS } from "@/shared/domain/constants";

type AddressName = "address1" | "address2" | "city" | "postcode";

const FIELDS: ReadonlyArray<{ name: AddressName; label: string; autoComplete: string; maxLength: number }> = [
  { name: "address1", label: "Address Line 1 *", autoComplete: "address-line1", maxLength: TEXT_LIMITS.line },
  { name: "address2", label: "Address Line 2", autoComplete: "address-line2", maxLength: TEXT_LIMITS.line },
  { name: "city", label: "City *", autoComplete: "address-level2", maxLength: TEXT_LIMITS.city },
  { name: "postcode", label: "Postcode *", autoComplete: "postal-code", maxLength: TEXT_LIMITS.postcode },
];

/**
 * The four lines of a UK address, for the patient's home (basic step) and the delivery address
 * (shipping step): `idPrefix` keeps their ids apart, `section` is the autocomplete section
 * ("shipping") that tells the browser which of the visitor's addresses to offer. `field` binds
 * each line to the form (bindField).
 */
export function AddressFields({
  field,
  idPrefix = "",
  section,
}: {
  field: (name: AddressName) => UseFormRegisterReturn & { error?: string };
  idPrefix?: string;
  section?: string;
}) {
  return FIELDS.map(({ name, label, autoComplete, maxLength }) => (
    <InputField
      key={name}
      id={`${idPrefix}${name}`}
      label={label}
      autoComplete={section ? `${section} ${autoComplete}` : autoComplete}
      maxLength={maxLength}
      inputClassName={name === "postcode" ? "uppercase" : undefined}
      {...field(name)}
    />
  ));
}
