import { type ChangeEvent, type KeyboardEvent, useEffect, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { fieldA11y, FormField } from "@/client/components/form/field";
import { Input } from "@/client/components/ui/input";
import { GS } from "@/shared/domain/dispensing/gs1";
import {
  learnSeparator,
  SCANNER_TEST_CODE_TEXT,
  separatorName,
  separatorSentence,
} from "@/shared/domain/dispensing/scanner-separator";
import { forgetSeparator, storedSeparator, storeSeparator } from "@/client/features/admin-shell/lib/scanner-separator";

const INPUT_ID = "scanner-test";

type Drawing = { state: "drawing" } | { state: "drawn"; src: string } | { state: "failed" };
type Outcome = { kind: "said"; text: string } | { kind: "refused"; text: string } | null;

/**
 * Scanner set-up (issue 29, decision 123): a GS1 DataMatrix test code whose batch and serial
 * are known; scanned once, it shows what this computer's scanner sends in place of the group
 * separator, kept on this computer for the assembly's "Scan pack" to put back. The barcode
 * library is loaded here only, so only this page's chunk carries it.
 */
export function ScannerSetupCard() {
  const [drawing, setDrawing] = useState<Drawing>({ state: "drawing" });
  const [current, setCurrent] = useState(storedSeparator);
  const [scan, setScan] = useState("");
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    let live = true;
    import("bwip-js/browser")
      .then(({ gs1datamatrix, drawingSVG }) => {
        const svg = gs1datamatrix(
          { bcid: "gs1datamatrix", text: SCANNER_TEST_CODE_TEXT, scale: 2, padding: 4, backgroundcolor: "FFFFFF" },
          drawingSVG(),
        );
        if (live) setDrawing({ state: "drawn", src: `data:image/svg+xml;utf8,${encodeURIComponent(svg)}` });
      })
      .catch(() => {
        if (live) setDrawing({ state: "failed" });
      });
    return () => {
      live = false;
    };
  }, []);

  /**
   * Reads what the scanner typed. A refusal that only a whole scan shows (nothing, or too much,
   * in the separator's place) is said as soon as the scan ends; "not the test code" waits for
   * Enter or for leaving the field, since a scan still being typed is not the test code yet.
   */
  const read = (value: string, ended: boolean) => {
    const learnt = learnSeparator(value);
    if (!learnt.ok && learnt.reason === "not-test-code" && (!ended || value.trim() === "")) return;
    setScan("");
    if (!learnt.ok) setOutcome({ kind: "refused", text: learnt.message });
    else if (!storeSeparator(learnt.separator))
      setOutcome({ kind: "refused", text: "This browser keeps no settings, so the scanner cannot be set up here." });
    else {
      setCurrent(learnt.separator);
      setOutcome({ kind: "said", text: separatorSentence(learnt.separator) });
    }
  };
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    setScan(e.target.value);
    read(e.target.value, false);
  };
  // A scanner ends with Enter: it ends the scan.
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    read(scan, true);
  };
  const forget = () => {
    forgetSeparator();
    setCurrent(null);
    setOutcome({ kind: "said", text: "Forgotten: scans on this computer are read as the scanner sends them." });
  };

  const error = outcome?.kind === "refused" ? outcome.text : undefined;
  return (
    <Card className="mt-6 grid gap-4 p-4 sm:p-6">
      <div>
        <h2 className="text-lg font-semibold">Scanner set-up</h2>
        <p className="mt-1 text-zinc-600">
          Scan this code once with the scanner on this computer. It shows whether the scanner sends the group separator
          between the batch and the serial number, or another character in its place.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
        <TestCode drawing={drawing} />
        <div className="grid gap-3">
          <FormField id={INPUT_ID} label="Scan the test code" hint="Put the cursor here, then scan.">
            <Input
              {...fieldA11y(INPUT_ID, error, true)}
              value={scan}
              onChange={onChange}
              onKeyDown={onKeyDown}
              onBlur={() => read(scan, true)}
              autoComplete="off"
              spellCheck={false}
            />
          </FormField>
          <div role="status" className="text-sm">
            {outcome?.kind === "refused" ? (
              <p id={`${INPUT_ID}-error`} className="text-red-700">
                {outcome.text}
              </p>
            ) : outcome ? (
              <p className="font-medium">{outcome.text}</p>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p>
              {current === null
                ? "Not set up on this computer: scans are read as the scanner sends them."
                : `Set up on this computer: the scanner sends ${separatorName(current)}${current === GS ? "" : " in place of the group separator"}.`}
            </p>
            {current !== null && (
              <Button type="button" variant="outline" size="sm" onClick={forget}>
                Forget
              </Button>
            )}
          </div>
        </div>
      </div>
    </Card>
  );
}

function TestCode({ drawing }: { drawing: Drawing }) {
  const box = "flex size-40 items-center justify-center rounded border border-zinc-200 bg-white";
  if (drawing.state === "drawn") return <img src={drawing.src} alt="Scanner test code" className={`${box} p-1`} />;
  return (
    <p className={`${box} p-2 text-center text-sm text-zinc-600`}>
      {drawing.state === "drawing" ? "Drawing the test code..." : "The test code could not be drawn. Reload the page."}
    </p>
  );
}
