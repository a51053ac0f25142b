import { ArrowLeft } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { type NavState, paths } from "@/client/app/paths";
import { Page } from "@/client/components/layout/page";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { useSession } from "@/client/lib/session";
import { MIN_PASSWORD_LENGTH } from "@/shared/domain/constants";
import { EligibilityNote } from "../components/eligibility-note";
import { ForgotPasswordForm } from "../components/forgot-password-form";
import { NewPasswordForm } from "../components/new-password-form";
import { SignInForm } from "../components/sign-in-form";
import { SignUpForm } from "../components/sign-up-form";

type View = "sign-in" | "sign-up" | "forgot-password";

/** Only a path of this site, and never /auth itself, is a place to return to. */
function safeReturnPath(from: unknown): string {
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//") || from.startsWith("/\\")) {
    return paths.patientForm.root;
  }
  const pathname = from.split(/[?#]/)[0];
  return pathname === paths.auth ? paths.patientForm.root : from;
}

const HEADINGS: Record<View | "recovery", { title: string; heading: string; intro: string }> = {
  "sign-up": { title: "Sign Up", heading: "Create your account", intro: "Create an account to start your weight-loss treatment application, or sign in if you already have one." },
  "sign-in": { title: "Sign In", heading: "Sign in to your account", intro: "Sign in to continue your weight-loss treatment application." },
  "forgot-password": { title: "Forgot your password?", heading: "Forgot your password?", intro: "Enter the e-mail address of your account and we will send you a link to set a new password." },
  recovery: { title: "Set New Password", heading: "Set New Password", intro: "Choose a new password for your account." },
};

/** SPEC §2 /auth: sign in, sign up, forgotten password and, from the reset e-mail, a new password. */
export default function AuthPage() {
  const { user, isPending } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [view, setView] = useState<View>("sign-up");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const viewChanged = useRef(false);

  const navState = (location.state as NavState | null) ?? {};
  const bmi = navState.userData?.bmi;
  // SPEC §2/D4: recovery mode is a token in the query with type=recovery.
  const token = searchParams.get("token");
  const recovery = Boolean(token) && searchParams.get("type") === "recovery";
  const current = recovery ? "recovery" : view;

  // After a change of view, move focus to its heading so it is announced.
  useEffect(() => {
    if (viewChanged.current) headingRef.current?.focus();
  }, [current]);
  const show = (next: View) => {
    viewChanged.current = true;
    setView(next);
  };

  if (!recovery && isPending) return <Spinner label="Loading..." />;
  if (user && !recovery) {
    // SPEC §4: go (replacing history) to where the visitor was going, else the form.
    const state: NavState = { userData: navState.userData, redirectToBasic: true };
    return <Navigate to={safeReturnPath(navState.from)} replace state={state} />;
  }

  const onPasswordUpdated = () => {
    // SPEC §4: the recovery address is cleared; a reset does not sign in, so Sign In follows.
    show("sign-in");
    navigate({ pathname: paths.auth, search: "" }, { replace: true, state: location.state });
  };

  const { title, heading, intro } = HEADINGS[current];

  return (
    <Page title={title} className="max-w-md px-4 py-8 sm:py-12">
      <Link
        to={paths.home}
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to home
      </Link>

      <div className="mt-6 mb-6 grid gap-2">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-zinc-900 focus:outline-none sm:text-3xl">
          {heading}
        </h1>
        <p className="text-zinc-600">{intro}</p>
      </div>

      {typeof bmi === "number" && bmi > 0 && current !== "recovery" && current !== "forgot-password" && (
        <div className="mb-6">
          <EligibilityNote bmi={bmi} />
        </div>
      )}

      {recovery ? (
        <Card>
          <CardHeader>
            <CardTitle>New password</CardTitle>
            <CardDescription>Your new password must be at least {MIN_PASSWORD_LENGTH} characters long.</CardDescription>
          </CardHeader>
          <CardContent>
            <NewPasswordForm token={token!} onUpdated={onPasswordUpdated} />
          </CardContent>
        </Card>
      ) : view === "forgot-password" ? (
        <Card>
          <CardHeader>
            <CardTitle>Reset password</CardTitle>
            <CardDescription>We will e-mail you a link that is valid for one hour.</CardDescription>
          </CardHeader>
          <CardContent>
            <ForgotPasswordForm onBack={() => show("sign-in")} onSent={() => show("sign-in")} />
          </CardContent>
        </Card>
      ) : (
        <Card>
          <Tabs value={view} onValueChange={(v) => setView(v as View)}>
            <CardHeader className="pb-0">
              <TabsList>
                <TabsTrigger value="sign-in">Sign In</TabsTrigger>
                <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
              </TabsList>
            </CardHeader>
            <CardContent className="pt-6">
              <TabsContent value="sign-in" className="mt-0">
                <SignInForm onForgotPassword={() => show("forgot-password")} />
              </TabsContent>
              <TabsContent value="sign-up" className="mt-0">
                <SignUpForm />
              </TabsContent>
            </CardContent>
          </Tabs>
        </Card>
      )}
    </Page>
  );
}
