import { zodResolver } from "@hookform/resolvers/zod";
import { MailWarning, ShieldAlert } from "lucide-react";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, Navigate, useLocation, useSearchParams } from "react-router";
import { paths } from "@/client/config/paths";
import { InputField } from "@/client/components/form/field";
import { bindField } from "@/client/components/form/bind-field";
import { Page } from "@/client/components/layout/page";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { useSendConfirmationEmail } from "@/client/lib/email-confirmation";
import { notify } from "@/client/lib/notify";
import { employeeEmailUnconfirmed, useSession } from "@/client/lib/session";
import { EMAIL_CONFIRMATION_MESSAGES, EMAIL_CONFIRMATION_VALID_DAYS } from "@/shared/domain/people/email-confirmation";
import { type AdminLoginInput, adminLoginSchema } from "@/shared/schemas/people/admin";
import type { AdminLoginState } from "../components/layout/admin-layout";
import { TwoFactorCode } from "../components/login/two-factor-code";
import { TwoFactorSetup } from "../components/login/two-factor-setup";

/** Only an admin path may be a return address, so a crafted link cannot send staff elsewhere. */
function safeFrom(from: unknown): string {
  return typeof from === "string" && from.startsWith("/admin") && !from.startsWith(paths.admin.login)
    ? from
    : paths.admin.dashboard;
}

/** docs/spec.md §2 /admin/login, §4 'Admin login flow', §8 admin toasts. */
export default function AdminLoginPage() {
  const {
    user,
    isEmployee,
    employeeEmailUnconfirmed: unconfirmed,
    twoFactorRequired,
    isPending,
    refetch,
  } = useSession();
  const [step, setStep] = useState<"password" | "code">("password");
  // Kept in memory only, so the setup right after the password does not ask for it again.
  const typedPassword = useRef<string | undefined>(undefined);
  const resend = useSendConfirmationEmail();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const from = safeFrom((location.state as AdminLoginState | null)?.from);
  // Decision 063: the session says when the back office waits for a confirmed address.
  const confirmEmail = Boolean(user) && unconfirmed;
  const insufficient = !confirmEmail && searchParams.get("error") === "insufficient_privileges";

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AdminLoginInput>({ resolver: zodResolver(adminLoginSchema), defaultValues: { email: "", password: "" } });
  const field = bindField(register, errors);

  if (isPending) return <Spinner label="Checking authentication..." className="min-h-screen" />;
  if (user && isEmployee && !twoFactorRequired) return <Navigate to={from} replace />;

  const onSubmit = async (values: AdminLoginInput) => {
    let message: string | null = null;
    try {
      const { authClient } = await import("@/client/lib/auth-client");
      const { data, error } = await authClient.signIn.email({ email: values.email, password: values.password });
      if (error) message = error.message || "Failed to authenticate";
      // Decision 065: a password with a second factor set up asks for the code next.
      else if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) {
        setStep("code");
        return;
      }
    } catch (error) {
      message = error instanceof Error && error.message ? error.message : "Failed to authenticate";
    }
    if (message) {
      notify.error("Login failed", message);
      return;
    }
    typedPassword.current = values.password;
    notify.success("Login successful", "Verifying admin privileges...");
    const session = await refetch();
    if (session.isError) {
      notify.error("Authentication Error", "Failed to verify admin status. Please try again.");
    } else if (employeeEmailUnconfirmed(session.data)) {
      notify.error("Access denied", EMAIL_CONFIRMATION_MESSAGES.staffUnconfirmed);
    } else if (!session.data?.isEmployee) {
      notify.error("Access denied", "Your account is not registered as an employee. Please contact an administrator.");
    }
    // An employee is sent on by the redirect above once the session says so.
  };

  return (
    <Page title="Admin Login" className="flex min-h-screen items-center justify-center bg-zinc-50 py-10">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold">Admin Login</h1>
          <CardDescription>Staff sign in to review patients and manage the site.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {insufficient && (
            <div
              role="alert"
              className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
            >
              <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              You need admin privileges to access this area.
            </div>
          )}
          {confirmEmail && (
            <div className="grid gap-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
              <p role="alert" className="flex items-start gap-2">
                <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {EMAIL_CONFIRMATION_MESSAGES.staffUnconfirmed}
              </p>
              <p>
                The link was sent to {user?.email}. It works once, for {EMAIL_CONFIRMATION_VALID_DAYS} days.
              </p>
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start"
                onClick={() => resend.mutate()}
                disabled={resend.isPending || resend.isSuccess}
              >
                {resend.isPending ? "Sending..." : resend.isSuccess ? "New link sent" : "Send a new link"}
              </Button>
            </div>
          )}
          {user && isEmployee && twoFactorRequired ? (
            <TwoFactorSetup password={typedPassword.current} onDone={() => void refetch()} />
          ) : step === "code" ? (
            <TwoFactorCode
              onVerified={async () => {
                notify.success("Login successful", "Verifying admin privileges...");
                await refetch();
              }}
            />
          ) : (
            <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
              <InputField
                id="admin-email"
                label="Email"
                type="email"
                autoComplete="username"
                required
                {...field("email")}
              />
              <InputField
                id="admin-password"
                label="Password"
                type="password"
                autoComplete="current-password"
                required
                {...field("password")}
              />
              <Button type="submit" disabled={isSubmitting} className="w-full">
                {isSubmitting ? "Logging in..." : "Log in"}
              </Button>
            </form>
          )}
          <Link to={paths.home} className="text-center text-sm text-brand-700 underline-offset-4 hover:underline">
            Back to the website
          </Link>
        </CardContent>
      </Card>
    </Page>
  );
}
