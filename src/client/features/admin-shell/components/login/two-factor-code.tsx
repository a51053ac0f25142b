import { type FormEvent, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { notify } from "@/client/lib/notify";

/**
 * Decision 065: the second step of a staff sign-in, after the password: the code of the
 * authenticator app, or one of the backup codes shown at setup.
 */
export function TwoFactorCode({ onVerified }: { onVerified: () => Promise<void> | void }) {
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { authClient } = await import("@/client/lib/auth-client");
      const path = backup ? "/two-factor/verify-backup-code" : "/two-factor/verify-totp";
      const { error: refused } = await authClient.$fetch(path, { method: "POST", body: { code: code.trim() } });
      if (refused) {
        setError(refused.message || "That code is not valid. Please try again.");
        return;
      }
      await onVerified();
    } catch {
      notify.error("Login failed", "Failed to authenticate");
    } finally {
      setBusy(false);
    }
  };

  const id = backup ? "admin-backup-code" : "admin-code";
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={id}>{backup ? "Backup code" : "Authentication code"}</Label>
        <Input
          id={id}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputMode={backup ? "text" : "numeric"}
          autoComplete="one-time-code"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-sm text-zinc-600">
            {backup ? "Each backup code works once." : "The 6-digit code your authenticator app shows for this site."}
          </p>
        )}
      </div>
      <Button type="submit" disabled={busy || !code.trim()} className="w-full">
        {busy ? "Verifying..." : "Verify"}
      </Button>
      <Button
        type="button"
        variant="link"
        size="inline"
        className="justify-self-center"
        onClick={() => (setBackup(!backup), setCode(""), setError(null))}
      >
        {backup ? "Use the authenticator app" : "Use a backup code instead"}
      </Button>
    </form>
  );
}
