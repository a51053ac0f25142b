import { type FormEvent, useMemo, useState } from "react";
import { renderSVG } from "uqr";
import { Button } from "@/client/components/ui/button";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";

type Step =
  | { kind: "password" }
  | { kind: "scan"; uri: string; backupCodes: string[] }
  | { kind: "codes"; backupCodes: string[] };

async function call(path: string, body: Record<string, unknown>) {
  const { authClient } = await import("@/client/lib/auth-client");
  return authClient.$fetch<{ totpURI?: string; backupCodes?: string[] }>(path, { method: "POST", body });
}

/**
 * Decision 065: the first sign-in of an employee sets up the second factor: the password again,
 * then the secret as a QR code and as text for an authenticator app, a code from it to confirm,
 * and the backup codes, shown this once.
 */
export function TwoFactorSetup({ password: typed, onDone }: { password?: string; onDone: () => void }) {
  const [step, setStep] = useState<Step>({ kind: "password" });
  const [password, setPassword] = useState(typed ?? "");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async (event?: FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    setError(null);
    const { data, error: refused } = await call("/two-factor/enable", { password });
    setBusy(false);
    if (refused || !data?.totpURI)
      return setError(refused?.message || "Two-factor authentication could not be set up. Please try again.");
    setStep({ kind: "scan", uri: data.totpURI, backupCodes: data.backupCodes ?? [] });
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== "scan") return;
    setBusy(true);
    setError(null);
    const { error: refused } = await call("/two-factor/verify-totp", { code: code.trim() });
    setBusy(false);
    if (refused) return setError(refused.message || "That code is not valid. Please try again.");
    setStep({ kind: "codes", backupCodes: step.backupCodes });
  };

  const secret = step.kind === "scan" ? (new URL(step.uri).searchParams.get("secret") ?? "") : "";
  const qr = useMemo(() => (step.kind === "scan" ? renderSVG(step.uri, { border: 1 }) : ""), [step]);

  if (step.kind === "password") {
    return (
      <form noValidate onSubmit={start} className="grid gap-4">
        <h2 className="text-lg font-semibold">Set up two-factor authentication</h2>
        <p className="text-sm text-zinc-700">
          Every member of staff signs in with a password and a code from an authenticator app. Confirm your password to
          begin.
        </p>
        <div className="grid gap-2">
          <Label htmlFor="two-factor-password">Password</Label>
          <Input
            id="two-factor-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "two-factor-password-error" : undefined}
          />
          {error && (
            <p id="two-factor-password-error" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" disabled={busy || !password}>
          {busy ? "Setting up..." : "Continue"}
        </Button>
      </form>
    );
  }

  if (step.kind === "scan") {
    return (
      <form noValidate onSubmit={confirm} className="grid gap-4">
        <h2 className="text-lg font-semibold">Set up two-factor authentication</h2>
        <p className="text-sm text-zinc-700">
          Scan this code with your authenticator app, or type the key below into it.
        </p>
        <img
          src={`data:image/svg+xml;utf8,${encodeURIComponent(qr)}`}
          alt="QR code of the authenticator key"
          className="mx-auto size-48"
        />
        <p className="text-sm">
          Key:{" "}
          <code data-testid="two-factor-secret" className="font-mono break-all">
            {secret}
          </code>
        </p>
        <div className="grid gap-2">
          <Label htmlFor="two-factor-code">Authentication code</Label>
          <Input
            id="two-factor-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "two-factor-code-error" : undefined}
          />
          {error && (
            <p id="two-factor-code-error" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" disabled={busy || !code.trim()}>
          {busy ? "Verifying..." : "Verify"}
        </Button>
      </form>
    );
  }

  return (
    <div className="grid gap-4">
      <h2 className="text-lg font-semibold">Save your backup codes</h2>
      <p className="text-sm text-zinc-700">
        Each code signs you in once if you lose your authenticator app. They are shown only now: keep them somewhere
        safe, away from this device.
      </p>
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {step.backupCodes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <Button onClick={onDone}>I have saved my backup codes</Button>
    </div>
  );
}
