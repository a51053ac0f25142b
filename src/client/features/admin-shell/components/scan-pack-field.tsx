import type { ComponentProps, KeyboardEvent } from "react";
import { InputField } from "@/client/components/form/field";
import { Button } from "@/client/components/ui/button";
import { type PackCode, parsePackCode } from "@/shared/domain/dispensing/gs1";
import { formatShortDate } from "../lib/format";
import { scanAsMeant } from "../lib/scanner-separator";

/** A scan read as the scanner meant it (decision 123): the pack's code, why it cannot be read, or null when blank. */
export const readPackScan = (scan: string) => (scan.trim() === "" ? null : parsePackCode(scanAsMeant(scan)));

/** Whether the scan was read: the fields it filled are then read-only until "Type by hand instead". */
export const isScanned = (scan: string) => readPackScan(scan)?.ok === true;

type ScanPackFieldProps = Omit<ComponentProps<typeof InputField>, "label" | "onChange" | "onKeyDown"> & {
  /** The field's registration: `field("scan")`. */
  onChange: (e: { target: { value: string } }) => unknown;
  /** A scan that was read: fill the fields it holds. */
  onRead: (code: PackCode) => void;
  /** A scan that cannot be read: say why beside the field. */
  onUnreadable: (message: string) => void;
  /** Any new text: the form's old messages go. */
  onEdit: () => void;
};

/**
 * "Scan pack" (decisions 099, 123): a USB scanner types the pack's DataMatrix here, which fills
 * the fields it read; the Enter a scanner ends with never submits the form before the person looks.
 * The receipt of stock and the assembly both read packs through it.
 */
export function ScanPackField({ onChange, onRead, onUnreadable, onEdit, ...props }: ScanPackFieldProps) {
  const scanChanged = (e: { target: { value: string } }) => {
    onChange(e);
    const read = readPackScan(e.target.value);
    onEdit();
    if (read?.ok) onRead(read.code);
    else if (read) onUnreadable(read.message);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") e.preventDefault();
  };
  return (
    <InputField
      label="Scan pack"
      autoComplete="off"
      spellCheck={false}
      {...props}
      onChange={scanChanged}
      onKeyDown={onKeyDown}
    />
  );
}

/** What a scan filled in, with the way back to typing it. */
export function ReadFromPack({
  batch,
  expiry,
  onTypeByHand,
}: {
  batch: string;
  expiry: string;
  onTypeByHand: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm" role="status">
      <span>
        Read from the pack: batch {batch}, expiry {formatShortDate(expiry)}
      </span>
      <Button type="button" variant="outline" size="sm" onClick={onTypeByHand}>
        Type by hand instead
      </Button>
    </div>
  );
}
