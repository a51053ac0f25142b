import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { type FieldErrors, useForm } from "react-hook-form";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { NativeSelect } from "@/client/components/ui/native-select";
import { Textarea } from "@/client/components/ui/textarea";
import { applyServerErrors, showError } from "@/client/components/form/server-errors";
import { notify } from "@/client/lib/notify";
import { SETTING_TYPES } from "@/shared/domain/constants";
import { KEY_AND_VALUE_REQUIRED, type SettingCreateInput, settingCreateSchema } from "@/shared/schemas/admin";
import { useSession } from "@/client/lib/session";
import { CLINICAL_SETTINGS_MESSAGE, isClinicalCategory } from "@/shared/domain/clinical-policy";
import { SUPERINTENDENT_ROLE } from "@/shared/domain/roles";
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
        <Button onClick={() => setCreating((v) => !v)} aria-expanded={creating} aria-controls="create-setting-panel">
          {creating ? <X aria-hidden="true" /> : <Plus aria-hidden="true" />}
          Add Setting
        </Button>
      </div>

      {creating && <CreateSettingPanel onDone={() => setCreating(false)} />}

      <div className="mt-6 grid gap-6">
        {[...groups.entries()].map(([category, settings]) => {
          // Decision 030: the pharmacy's clinical policy numbers are the superintendent's to change.
          const readOnly = isClinicalCategory(category) && !superintendent;
          return (
            <Card key={category}>
              <CardHeader>
                <CardTitle>{category} Settings</CardTitle>
                {readOnly && (
                  <p className="text-sm text-zinc-600">{CLINICAL_SETTINGS_MESSAGE} They are shown here read-only.</p>
                )}
              </CardHeader>
              <CardContent className="grid gap-6">
                {settings.map((s) => (
                  <SettingRow key={s.setting_key} setting={s} readOnly={readOnly} />
                ))}
              </CardContent>
            </Card>
          );
        })}
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
  const mutation = useCreateSetting();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SettingCreateInput>({ resolver: zodResolver(settingCreateSchema), defaultValues: EMPTY });

  const onValid = (values: SettingCreateInput) =>
    mutation.mutate(values, {
      onSuccess: (created) => {
        notify.success("Setting Created", `Successfully created ${created.setting_key}`);
        onDone();
      },
      onError: (error) => {
        applyServerErrors(error, setError);
        showError(error, "Failed to create setting");
      },
    });

  const onInvalid = (invalid: FieldErrors<SettingCreateInput>) => {
    if (
      invalid.setting_key?.message === KEY_AND_VALUE_REQUIRED ||
      invalid.setting_value?.message === KEY_AND_VALUE_REQUIRED
    ) {
      notify.error("Error", KEY_AND_VALUE_REQUIRED);
    }
  };

  const a11y = (name: keyof SettingCreateInput) => ({
    id: `new-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `new-${name}-error` : undefined,
  });
  const error = (name: keyof SettingCreateInput) =>
    errors[name] ? (
      <p id={`new-${name}-error`} className="text-sm text-red-700">
        {errors[name]?.message}
      </p>
    ) : null;

  return (
    <Card id="create-setting-panel" className="mt-6 border-brand-600">
      <CardHeader>
        <CardTitle>Create New Setting</CardTitle>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor="new-setting_key">Setting Key</Label>
            <Input
              placeholder="e.g. parking_note"
              autoComplete="off"
              {...a11y("setting_key")}
              {...register("setting_key")}
            />
            {error("setting_key")}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="new-category">Category</Label>
            <Input placeholder="e.g. Contact" autoComplete="off" {...a11y("category")} {...register("category")} />
            {error("category")}
          </div>
          <div className="grid gap-1.5 sm:col-span-2">
            <Label htmlFor="new-setting_value">Value</Label>
            <Input autoComplete="off" {...a11y("setting_value")} {...register("setting_value")} />
            {error("setting_value")}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="new-setting_type">Type</Label>
            <NativeSelect {...a11y("setting_type")} {...register("setting_type")}>
              {SETTING_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TYPE_LABEL[t]}
                </option>
              ))}
            </NativeSelect>
            {error("setting_type")}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="new-pharmacy_id">Pharmacy ID (optional)</Label>
            {/* Text, not a number input: a browser gives an empty value for "e" or "1e", which would drop what was typed silently. */}
            <Input
              inputMode="numeric"
              {...a11y("pharmacy_id")}
              {...register("pharmacy_id", {
                setValueAs: (v: string) => (v === "" || v == null ? undefined : Number(v)),
              })}
            />
            {error("pharmacy_id")}
          </div>
          <div className="grid gap-1.5 sm:col-span-2">
            <Label htmlFor="new-description">Description</Label>
            <Textarea rows={2} {...a11y("description")} {...register("description")} />
            {error("description")}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onDone} disabled={mutation.isPending}>
              Cancel
            </Button>
            <SubmitButton pending={mutation.isPending} pendingLabel="Creating...">
              Create Setting
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
