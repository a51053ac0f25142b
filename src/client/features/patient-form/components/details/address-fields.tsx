import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField, fieldA11y } from "@/client/components/form/field";
import { Input } from "@/client/components/ui/input";
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
 * ("shipping") that tells the browser which of the visitor's addresses to offer.
 */
export function AddressFields({
  register,
  errors,
  idPrefix = "",
  section,
}: {
  register: (name: AddressName) => UseFormRegisterReturn;
  errors: Partial<Record<AddressName, { message?: string }>>;
  idPrefix?: string;
  section?: string;
}) {
  return FIELDS.map(({ name, label, autoComplete, maxLength }) => {
    const id = `${idPrefix}${name}`;
    const error = errors[name]?.message;
    return (
      <FormField key={name} id={id} label={label} error={error}>
        <Input
          autoComplete={section ? `${section} ${autoComplete}` : autoComplete}
          maxLength={maxLength}
          className={name === "postcode" ? "uppercase" : undefined}
          {...register(name)}
          {...fieldA11y(id, error)}
        />
      </FormField>
    );
  });
}
