import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Page } from "@/client/components/layout/page";
import { Card } from "@/client/components/ui/card";
import { notify } from "@/client/lib/notify";
import { type ProductGtinFormValues, productGtinSchema } from "@/shared/schemas/orders/dispensary";
import type { z } from "@/shared/schemas/zod";
import { bindField } from "@/client/components/form/bind-field";
import { InputField } from "@/client/components/form/field";
import { useFormMutation } from "@/client/components/form/use-form-mutation";
import { usePackBarcodes, useSetGtin } from "../api/dispensary-api";
import { ScannerSetupCard } from "../components/scanner-setup-card";
import { useAdminAccess } from "@/client/features/admin-shell/api/use-admin-access";
import { DispensaryNav } from "@/client/features/admin-shell/components/layout/dispensary-nav";
import { ListStatus } from "@/client/features/admin-shell/components/page-parts/list-status";
import { SubmitButton } from "@/client/features/admin-shell/components/page-parts/submit-button";

/**
 * /admin/pack-barcodes (decision 099): the GTIN each product's pack carries, which a scanned
 * pack must match at assembly. The superintendent sets them from the box; others read them.
 * Anyone sets up the scanner of the computer they are on (decision 123).
 */
export default function PackBarcodesPage() {
  const list = usePackBarcodes();
  const access = useAdminAccess();
  const superintendent = access.state === "allowed" && access.role === "superintendent";
  const products = list.data?.products ?? [];
  return (
    <Page title="Pack barcodes" className="max-w-4xl py-6">
      <DispensaryNav />
      <h1 className="text-2xl font-bold sm:text-3xl">Pack barcodes</h1>
      <p className="mt-1 text-zinc-600">
        The GTIN printed on each product's box (13 or 14 digits). A pack scanned at assembly must carry its product's
        GTIN. {superintendent ? "" : "Only the superintendent pharmacist changes them."}
      </p>
      <Card className="mt-6">
        <ListStatus
          query={list}
          loading="Loading products..."
          failure="Failed to load products"
          empty={products.length === 0 ? "No products." : null}
        >
          {() => (
            <ul className="divide-y divide-zinc-200">
              {products.map((p) => (
                <li key={p.productId} className="p-4">
                  {superintendent ? (
                    <GtinForm productId={p.productId} name={p.name} gtin={p.gtin} />
                  ) : (
                    <p>
                      <span className="font-medium">{p.name}</span>
                      <span className="block text-sm text-zinc-600">{p.gtin ?? "No GTIN recorded"}</span>
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </ListStatus>
      </Card>
      <ScannerSetupCard />
    </Page>
  );
}

function GtinForm({ productId, name, gtin }: { productId: number; name: string; gtin: string | null }) {
  const form = useForm<ProductGtinFormValues, unknown, z.output<typeof productGtinSchema>>({
    defaultValues: { gtin: gtin ?? "" },
    resolver: zodResolver(productGtinSchema),
  });
  const field = bindField(form.register, form.formState.errors);
  const saving = useFormMutation(useSetGtin(productId), form);
  const save = form.handleSubmit(() =>
    saving.send({ gtin: form.getValues().gtin }, (r) => {
      form.reset({ gtin: r.gtin ?? "" });
      notify.success("Saved", r.gtin ? `${name}: GTIN ${r.gtin}.` : `${name}: no GTIN recorded.`);
    }),
  );
  return (
    <form noValidate onSubmit={(e) => void save(e)} className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
      <InputField
        id={`gtin-${productId}`}
        label={`GTIN of ${name}`}
        className="gap-1.5"
        inputMode="numeric"
        autoComplete="off"
        {...field("gtin")}
      />
      <SubmitButton variant="outline" pending={saving.pending} pendingLabel="Saving...">
        Save
      </SubmitButton>
    </form>
  );
}
