import { Save } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Textarea } from "@/client/components/ui/textarea";
import { errorCode } from "@/client/lib/api";
import { notify } from "@/client/lib/notify";
import { cn } from "@/client/lib/utils";
import { settingValueError } from "@/shared/schemas/people/admin";
import { type AdminSetting, useUpdateSetting } from "../api/settings-api";

export const TYPE_LABEL: Record<string, string> = { text: "Text", email: "Email", number: "Number", url: "URL" };

/**
 * One setting: its edit is held locally until saved (docs/spec.md §4); an edited value is highlighted with
 * its own Save. With no edit the field shows the stored value, so a reload shows changes made elsewhere.
 * `readOnly`: shown, not changed (every setting, to anyone but the superintendent: decision 112).
 */
export function SettingRow({ setting, readOnly = false }: { setting: AdminSetting; readOnly?: boolean }) {
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
          if (errorCode(error) === "invalid_input") setProblem(error.message);
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
    readOnly,
    "aria-readonly": readOnly ? true : undefined,
    className: cn(pending && "border-amber-500 ring-2 ring-amber-200"),
    onChange: (e: { target: { value: string } }) => {
      setEdit(e.target.value);
      setProblem(null);
    },
  };
  const multiline = setting.setting_type === "text" && setting.setting_key.includes("specialization");
  const inputType =
    setting.setting_type === "number"
      ? "number"
      : setting.setting_type === "email"
        ? "email"
        : setting.setting_type === "url"
          ? "url"
          : "text";

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor={id} className="font-mono text-sm">
          {setting.setting_key}
        </Label>
        <Badge variant="secondary">{TYPE_LABEL[setting.setting_type] ?? setting.setting_type}</Badge>
        {pending && <Badge variant="warning">Unsaved</Badge>}
        {readOnly && <Badge variant="outline">Read-only</Badge>}
      </div>
      <p id={`${id}-meta`} className="text-sm text-zinc-600">
        {setting.description || "No description"}
        {setting.pharmacy_id != null && ` · Pharmacy ID: ${setting.pharmacy_id}`}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          {multiline ? (
            <Textarea rows={3} {...common} />
          ) : (
            <Input type={inputType} {...(inputType === "number" ? { step: "any" } : {})} {...common} />
          )}
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
