import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { type FieldErrors, useForm } from "react-hook-form";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { bindField } from "@/client/components/form/bind-field";
import { SelectField, TextareaField } from "@/client/components/form/control-fields";
import { InputField } from "@/client/components/form/field";
import { useFormMutation } from "@/client/components/form/use-form-mutation";
import { notify } from "@/client/lib/notify";
import { SETTING_TYPES } from "@/shared/domain/constants";
import { KEY_AND_VALUE_REQUIRED, type SettingCreateInput, settingCreateSchema } from "@/shared/schemas/people/admin";
import { useSession } from "@/client/lib/session";
import { SETTINGS_SUPERINTENDENT_MESSAGE, SUPERINTENDENT_ROLE } from "@/shared/domain/people/roles";
import { type AdminSetting, useAdminSettings, useCreateSetting } from "../api/settings-api";
import { SettingRow, TYPE_LABEL } from "../components/setting-row";
import { SubmitButton } from "@/client/features/admin-shell/components/page-parts/submit-button";

/** docs/spec.md §2 'Admin system settings', §4 'Settings editing'. */
export default function SystemSettingsPage() {
  const { data, isPending, isError, error } = useAdminSettings();
  const [creating, setCreating] = useState(false);
  const superintendent = useSession().role === SUPERINTENDENT_ROLE;
  const { hash } = useLocation();
  // A link to one setting (the go-live checklist's, decision 090) opens the page at its field.
  useEffect(() => {
    if (!data || !hash.startsWith("#setting-")) return;
    const field = document.getElementById(decodeURIComponent(hash.slice(1)));
    field?.scrollIntoView({ block: "center" });
    field?.focus({ preventScroll: true });
  }, [data, hash]);

  if (isPending) {
    return (
      <Page title="System Settings" className="max-w-5xl py-10">
        <p role="status" className="text-center text-zinc-600">
          Loading system settings...
        </p>
      </Page>
    );
  }
  if (isError) {
    return (
      <Page title="System Settings" className="max-w-5xl py-10">
        <p role="alert" className="text-center text-red-700">
          Error: {error.message}
        </p>
      </Page>
    );
  }

  // Grouped by category, 'Other' when none; the server already orders by category then key.
  const groups = new Map<string, AdminSetting[]>();
  for (const s of data) {
    const category = s.category?.trim() || "Other";
    groups.set(category, [...(groups.get(category) ?? []), s]);
  }

  return (
    <Page title="System Settings" className="max-w-5xl py-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">System Settings</h1>
          <p className="mt-1 text-zinc-600">Manage all system-wide configuration settings</p>
        </div>
        {superintendent && (
          <Button onClick={() => setCreating((v) => !v)} aria-expanded={creating} aria-controls="create-setting-panel">
            {creating ? <X aria-hidden="true" /> : <Plus aria-hidden="true" />}
            Add Setting
          </Button>
        )}
      </div>

      {/* Decision 112: the pharmacy's name and address print on labels, the payment link and alert e-mail move money and health data. */}
      {!superintendent && (
        <p role="note" className="mt-4 rounded-md border border-zinc-200 bg-zinc-50 p-3 text-sm text-zinc-700">
          {SETTINGS_SUPERINTENDENT_MESSAGE} They are shown here read-only.
        </p>
      )}

      {superintendent && creating && <CreateSettingPanel onDone={() => setCreating(false)} />}

      <div className="mt-6 grid gap-6">
        {[...groups.entries()].map(([category, settings]) => (
          <Card key={category}>
            <CardHeader>
              <CardTitle>{category} Settings</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-6">
              {settings.map((s) => (
                <SettingRow key={s.setting_key} setting={s} readOnly={!superintendent} />
              ))}
            </CardContent>
          </Card>
        ))}
      </div>
    </Page>
  );
}

const EMPTY: SettingCreateInput = {
  setting_key: "",
  setting_value: "",
  setting_type: "text",
  description: "",
  category: "",
  pharmacy_id: undefined,
};

/** docs/spec.md §2 'Create New Setting', §5 'New setting'. */
function CreateSettingPanel({ onDone }: { onDone: () => void }) {
  const form = useForm<SettingCreateInput>({ resolver: zodResolver(settingCreateSchema), defaultValues: EMPTY });
  const field = bindField(form.register, form.formState.errors);
  const creating = useFormMutation(useCreateSetting(), form, { always: true, title: "Failed to create setting" });

  const onValid = (values: SettingCreateInput) =>
    creating.send(values, (created) => {
      notify.success("Setting Created", `Successfully created ${created.setting_key}`);
      onDone();
    });

  const onInvalid = (invalid: FieldErrors<SettingCreateInput>) => {
    if (
      invalid.setting_key?.message === KEY_AND_VALUE_REQUIRED ||
      invalid.setting_value?.message === KEY_AND_VALUE_REQUIRED
    ) {
      notify.error("Error", KEY_AND_VALUE_REQUIRED);
    }
  };

  return (
    <Card id="create-setting-panel" className="mt-6 border-brand-600">
      <CardHeader>
        <CardTitle>Create New Setting</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid gap-4 sm:grid-cols-2">
          <InputField
            id="new-setting_key"
            label="Setting Key"
            className="gap-1.5"
            placeholder="e.g. parking_note"
            autoComplete="off"
            {...field("setting_key")}
          />
          <InputField
            id="new-category"
            label="Category"
            className="gap-1.5"
            placeholder="e.g. Contact"
            autoComplete="off"
            {...field("category")}
          />
          <InputField
            id="new-setting_value"
            label="Value"
            className="gap-1.5 sm:col-span-2"
            autoComplete="off"
            {...field("setting_value")}
          />
          <SelectField id="new-setting_type" label="Type" className="gap-1.5" {...field("setting_type")}>
            {SETTING_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABEL[t]}
              </option>
            ))}
          </SelectField>
          {/* Text, not a number input: a browser gives an empty value for "e" or "1e", which would drop what was typed silently. */}
          <InputField
            id="new-pharmacy_id"
            label="Pharmacy ID (optional)"
            className="gap-1.5"
            inputMode="numeric"
            {...field("pharmacy_id", {
              setValueAs: (v: string) => (v === "" || v == null ? undefined : Number(v)),
            })}
          />
          <TextareaField
            id="new-description"
            label="Description"
            className="gap-1.5 sm:col-span-2"
            rows={2}
            {...field("description")}
          />
          <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onDone} disabled={creating.pending}>
              Cancel
            </Button>
            <SubmitButton pending={creating.pending} pendingLabel="Creating...">
              Create Setting
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
