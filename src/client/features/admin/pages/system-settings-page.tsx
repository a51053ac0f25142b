import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Save, X } from "lucide-react";
import { useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { Page } from "@/client/components/layout/page";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { NativeSelect } from "@/client/components/ui/native-select";
import { Textarea } from "@/client/components/ui/textarea";
import { ApiError } from "@/client/lib/api";
import { notify } from "@/client/lib/notify";
import { cn } from "@/client/lib/utils";
import { SETTING_TYPES } from "@/shared/domain/constants";
import {
  KEY_AND_VALUE_REQUIRED,
  type SettingCreateInput,
  settingCreateSchema,
  settingValueError,
} from "@/shared/schemas/admin";
import { type AdminSetting, useAdminSettings, useCreateSetting, useUpdateSetting } from "../api/admin-api";

const TYPE_LABEL: Record<string, string> = { text: "Text", email: "Email", number: "Number", url: "URL" };

/** docs/spec.md §2 'Admin system settings', §4 'Settings editing'. */
export default function SystemSettingsPage() {
  const { data, isPending, isError, error } = useAdminSettings();
  const [creating, setCreating] = useState(false);

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
        {[...groups.entries()].map(([category, settings]) => (
          <Card key={category}>
            <CardHeader>
              <CardTitle>{category} Settings</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-6">
              {settings.map((s) => (
                <SettingRow key={s.setting_key} setting={s} />
              ))}
            </CardContent>
          </Card>
        ))}
      </div>
    </Page>
  );
}

/**
 * One setting: its edit is held locally until saved (docs/spec.md §4); an edited value is highlighted with
 * its own Save. With no edit the field shows the stored value, so a reload shows changes made elsewhere.
 */
function SettingRow({ setting }: { setting: AdminSetting }) {
  const [edit, setEdit] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useUpdateSetting();
  const value = edit ?? setting.setting_value;
  const pending = edit !== null && edit !== setting.setting_value;
  const id = `setting-${setting.setting_key}`;
  const describedBy = [`${id}-meta`, problem ? `${id}-error` : null].filter(Boolean).join(" ");

  const save = () => {
    const invalid = settingValueError(setting.setting_type, value, setting.setting_key);
    setProblem(invalid);
    if (invalid) return;
    mutation.mutate(
      { key: setting.setting_key, value },
      {
        onSuccess: () => {
          // docs/spec.md §4: after a save the pending edit is cleared; the field shows the value as stored.
          setEdit(null);
          notify.success("Setting Updated", `Successfully updated ${setting.setting_key}`);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) setProblem(error.message);
          notify.error("Error", "Failed to update setting");
        },
      },
    );
  };

  const common = {
    id,
    value,
    "aria-describedby": describedBy,
    "aria-invalid": problem ? true : undefined,
    className: cn(pending && "border-amber-500 ring-2 ring-amber-200"),
    onChange: (e: { target: { value: string } }) => {
      setEdit(e.target.value);
      setProblem(null);
    },
  };
  const multiline = setting.setting_type === "text" && setting.setting_key.includes("specialization");
  const inputType = setting.setting_type === "number" ? "number" : setting.setting_type === "email" ? "email" : setting.setting_type === "url" ? "url" : "text";

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor={id} className="font-mono text-sm">
          {setting.setting_key}
        </Label>
        <Badge variant="secondary">{TYPE_LABEL[setting.setting_type] ?? setting.setting_type}</Badge>
        {pending && <Badge variant="warning">Unsaved</Badge>}
      </div>
      <p id={`${id}-meta`} className="text-sm text-zinc-600">
        {setting.description || "No description"}
        {setting.pharmacy_id != null && ` · Pharmacy ID: ${setting.pharmacy_id}`}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          {multiline ? <Textarea rows={3} {...common} /> : <Input type={inputType} {...(inputType === "number" ? { step: "any" } : {})} {...common} />}
        </div>
        {pending && (
          <div className="flex gap-2">
            <Button onClick={save} disabled={mutation.isPending} aria-label={`Save ${setting.setting_key}`}>
              <Save aria-hidden="true" />
              {mutation.isPending ? "Saving..." : "Save"}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setEdit(null);
                setProblem(null);
              }}
              disabled={mutation.isPending}
              aria-label={`Undo changes to ${setting.setting_key}`}
            >
              Undo
            </Button>
          </div>
        )}
      </div>
      {problem && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}

const EMPTY: SettingCreateInput = { setting_key: "", setting_value: "", setting_type: "text", description: "", category: "", pharmacy_id: undefined };

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
        if (error instanceof ApiError) {
          for (const [field, message] of Object.entries(error.fields)) setError(field as keyof SettingCreateInput, { message });
        }
        notify.error("Failed to create setting", error.message);
      },
    });

  const onInvalid = (invalid: FieldErrors<SettingCreateInput>) => {
    if (invalid.setting_key?.message === KEY_AND_VALUE_REQUIRED || invalid.setting_value?.message === KEY_AND_VALUE_REQUIRED) {
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
            <Input placeholder="e.g. parking_note" autoComplete="off" {...a11y("setting_key")} {...register("setting_key")} />
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
              {...register("pharmacy_id", { setValueAs: (v: string) => (v === "" || v == null ? undefined : Number(v)) })}
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
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? "Creating..." : "Create Setting"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
