import { Info } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";
import { Label } from "@/client/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/client/components/ui/radio-group";
import { Spinner } from "@/client/components/ui/spinner";
import { paths } from "@/client/config/paths";
import { errorCode } from "@/client/lib/api";
import { notify } from "@/client/lib/notify";
import { cn } from "@/client/lib/utils";
import { STARTER_DOSE_MG } from "@/shared/domain/constants";
import { isDoseAllowed } from "@/shared/domain/treatment/dose-eligibility";
import { formatMoney } from "@/shared/domain/payments/money";
import { SELECT_DOSE_MESSAGE } from "@/shared/schemas/patient/patient-form";
import { STOCK_MESSAGES } from "@/shared/domain/dispensing/stock";
import { BackInStock } from "@/client/components/form/back-in-stock";
import { type DoseView, useChangeDose, useStartDose } from "../api/patient-form-api";
import { showMissingFields } from "../components/step/missing-fields-toast";
import { StepActions } from "../components/step/step-actions";
import { StepHeader } from "../components/step/step-header";
import { StepLoadFailed } from "../components/step/step-load-failed";
import { ToReorder } from "../components/step/next-pen-from-account";
import { StepCard } from "../components/step/step-card";

export default function DosePage() {
  const navigate = useNavigate();
  const start = useStartDose();
  const change = useChangeDose();
  const [view, setView] = useState<DoseView | null>(null);
  const [failed, setFailed] = useState(false);
  /** Another order is still on its way (one open order per patient): the server's words, and the way to it. */
  const [inProgress, setInProgress] = useState<string | null>(null);
  /** The next pen is requested from the account (decision 083). */
  const [toReorder, setToReorder] = useState(false);
  const started = useRef(false);
  const { mutate: startMutate } = start;

  // docs/spec.md §4: the dose step finds the open order or creates one with the starter dose.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startMutate(undefined, {
      onSuccess: setView,
      onError: (error) => {
        const code = errorCode(error);
        if (code === "next_pen_from_account") {
          setToReorder(true);
          return;
        }
        if (code === "conflict") {
          setInProgress(error.message);
          return;
        }
        if (code === "not_found") {
          notify.error("Error", "No patient record found. Please complete the patient form first.");
          navigate(paths.patientForm.basic, { replace: true });
          return;
        }
        setFailed(true);
        notify.error("Error", "Failed to initialize page");
      },
    });
  }, [startMutate, navigate]);

  const selected = view?.order.productId ?? null;

  const choose = (value: string) => {
    const productId = Number(value);
    const dose = view?.doses.find((d) => d.productId === productId);
    // docs/spec.md §4: selecting a disabled dose is ignored (and refused by the server).
    if (!view || !dose || !isDoseAllowed(productId, view.starterDoseOnly) || dose.outOfStock || productId === selected)
      return;
    const previous = view;
    setView({ ...view, order: { ...view.order, productId } });
    change.mutate(
      { productId },
      {
        onSuccess: setView,
        onError: (error) => {
          setView(previous);
          notify.error("Error", errorCode(error) === "forbidden" ? error.message : "Failed to save data");
        },
      },
    );
  };

  const next = () => {
    if (!selected) {
      showMissingFields([SELECT_DOSE_MESSAGE]);
      return;
    }
    // Decision 124: the starter dose may be out of stock; completion would refuse it.
    if (view?.doses.find((d) => d.productId === selected)?.outOfStock) {
      notify.error(STOCK_MESSAGES.outOfStock, STOCK_MESSAGES.outOfStockRefusal);
      return;
    }
    navigate(paths.patientForm.shipping);
  };

  return (
    <Page title="Dose Selection" className="max-w-3xl">
      <StepHeader title="Dose Selection" step="Step 4 of 6: Choose your starting dose" />
      {toReorder ? (
        <ToReorder />
      ) : inProgress ? (
        <div className="grid justify-items-start gap-4" role="alert">
          <p>{inProgress}</p>
          <Button asChild>
            <Link to={paths.account}>Go to my account</Link>
          </Button>
        </div>
      ) : failed ? (
        <StepLoadFailed message="We could not prepare your order. Please try again." />
      ) : !view ? (
        <Spinner label="Loading doses..." />
      ) : (
        <>
          <StepCard
            title="Requested dose"
            description="The dose you choose here is a request. Our pharmacist confirms or changes it at your consultation, and nothing is dispensed until then. Prices include VAT."
            contentClassName="grid gap-4"
          >
            {view.starterDoseOnly ? (
              <p className="flex gap-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
                <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                New patients start on the {STARTER_DOSE_MG}mg starter dose. Your pharmacist will guide any dose
                adjustments as your treatment progresses.
              </p>
            ) : null}
            <RadioGroup
              aria-label="Dose"
              value={selected ? String(selected) : ""}
              onValueChange={choose}
              className="grid gap-2"
              aria-busy={change.isPending}
            >
              {view.doses.map((d) => {
                const id = `dose-${d.productId}`;
                // The rules the server enforces (shared/domain/treatment/dose-eligibility; decision 124), explained here.
                const allowed = isDoseAllowed(d.productId, view.starterDoseOnly);
                const available = allowed && !d.outOfStock;
                return (
                  <div
                    key={d.productId}
                    className={cn(
                      "flex flex-wrap items-center gap-3 rounded-md border p-4",
                      selected === d.productId ? "border-brand-700 bg-brand-50" : "border-zinc-200",
                      !available && "bg-zinc-50 text-zinc-500",
                    )}
                  >
                    <RadioGroupItem value={String(d.productId)} id={id} disabled={!available} />
                    <Label
                      htmlFor={id}
                      className={cn(
                        "flex flex-1 flex-wrap justify-between gap-x-4 gap-y-1 font-normal",
                        !available && "text-zinc-500",
                      )}
                    >
                      <span>
                        <span className="font-medium">{d.name}</span>
                        {!allowed ? (
                          <span className="block text-sm">(Not available for new patients)</span>
                        ) : d.outOfStock ? (
                          <span className="block text-sm">({STOCK_MESSAGES.outOfStock})</span>
                        ) : null}
                      </span>
                      <span className="font-semibold tabular-nums">{formatMoney(d.price)}</span>
                    </Label>
                    {allowed && d.outOfStock ? (
                      <div className="basis-full pl-7">
                        <BackInStock
                          productId={d.productId}
                          waiting={view.waitingFor.includes(d.productId)}
                          dose={d.name}
                        />
                      </div>
                    ) : null}
                  </div>
                );
              })}
            </RadioGroup>
          </StepCard>
          <StepActions>
            <Button variant="outline" size="lg" onClick={() => navigate(paths.patientForm.safety)}>
              Back
            </Button>
            <Button size="lg" onClick={next} disabled={change.isPending}>
              {change.isPending ? "Saving..." : "Next: Shipping"}
            </Button>
          </StepActions>
        </>
      )}
    </Page>
  );
}
