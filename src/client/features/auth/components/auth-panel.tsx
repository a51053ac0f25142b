import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { lazy, type MouseEvent, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { type NavState, paths } from "@/client/config/paths";
import { island } from "@/client/components/island";
import { Page } from "@/client/components/layout/page";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Skeleton } from "@/client/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { sessionQuery, useSession } from "@/client/lib/session";
import { MIN_PASSWORD_LENGTH } from "@/shared/domain/constants";
import { EMAIL_CONFIRMATION_LINK_TYPE } from "@/shared/domain/people/email-confirmation-link";
import { EligibilityNote } from "./eligibility-note";
import { ForgotPasswordForm } from "./forgot-password-form";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { carriedFromQuery, rememberCarriedData, takeCarriedData } from "../lib/carried-data";

/*
 * Sign-in, sign-up and the reset request are part of the page: the server renders them, they
 * work as ordinary forms before the app's script has arrived, and the app takes them over with
 * the rest of the page, in one pass (decision 104). Their validation library is fetched when a
 * form is first sent. The forms of the links from e-mails are chunks of their own that arrive
 * after the page has painted, in a skeleton of their size.
 */
const NewPasswordForm = lazy(() => import("./new-password-form").then((m) => ({ default: m.NewPasswordForm })));
const EmailConfirmation = lazy(() => import("./email-confirmation").then((m) => ({ default: m.EmailConfirmation })));

/**
 * Shows `fallback` until the page has painted, then its form: the form's script is fetched
 * after the heading and tabs are on screen instead of competing with them.
 */
function AfterPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return <Suspense fallback={fallback}>{painted ? children : fallback}</Suspense>;
}

/** The shape of a form still loading: its labelled fields, its buttons and any line of links. */
function FormSkeleton({ fields, buttons = 1, links = 0 }: { fields: number; buttons?: number; links?: number }) {
  return (
    <div className="grid gap-4" aria-hidden="true">
      {Array.from({ length: fields }, (_, i) => (
        <div key={i} className="grid gap-2">
          <Skeleton className="h-3.5 w-24" />
          <Skeleton className="h-10" />
        </div>
      ))}
      {Array.from({ length: buttons }, (_, i) => (
        <Skeleton key={i} className="h-10" />
      ))}
      {Array.from({ length: links }, (_, i) => (
        <Skeleton key={i} className="h-5 w-40 justify-self-center" />
      ))}
    </div>
  );
}

type View = "sign-in" | "sign-up" | "forgot-password";

/** Decision 104: each view has its address, `/auth?tab=…`, that the server renders with that view. */
const TAB_OF_VIEW: Record<View, string> = {
  "sign-in": "signin",
  "sign-up": "signup",
  "forgot-password": "forgot-password",
};
const viewOfTab = (tab: string | null): View =>
  (Object.keys(TAB_OF_VIEW) as View[]).find((view) => TAB_OF_VIEW[view] === tab) ?? "sign-up";

/** Only a path of this site, and never /auth itself, is a place to return to. */
function safeReturnPath(from: unknown): string {
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//") || from.startsWith("/\\")) {
    return paths.patientForm.root;
  }
  const pathname = from.split(/[?#]/)[0];
  return pathname === paths.auth ? paths.patientForm.root : from;
}

const HEADINGS: Record<View | "recovery" | "confirm-email", { title: string; heading: string; intro: string }> = {
  "sign-up": {
    title: "Sign Up",
    heading: "Create your account",
    intro: "Create an account to start your weight-loss treatment application, or sign in if you already have one.",
  },
  "sign-in": {
    title: "Sign In",
    heading: "Sign in to your account",
    intro: "Sign in to continue your weight-loss treatment application.",
  },
  "forgot-password": {
    title: "Forgot your password?",
    heading: "Forgot your password?",
    intro: "Enter the e-mail address of your account and we will send you a link to set a new password.",
  },
  recovery: {
    title: "Set New Password",
    heading: "Set New Password",
    intro: "Choose a new password for your account.",
  },
  "confirm-email": {
    title: "Confirm your e-mail address",
    heading: "Confirm your e-mail address",
    intro: "One click confirms that this e-mail address is yours.",
  },
};

/**
 * docs/spec.md §2 /auth: sign in, sign up, forgotten password and, from the reset e-mail, a new
 * password; from the welcome e-mail, the confirmation of the address (decision 063).
 */
function AuthViews() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [view, setView] = useState<View>(() => viewOfTab(searchParams.get("tab")));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const viewChanged = useRef(false);

  // The BMI check's result arrives as navigation state, or in the query of a page without the script.
  const navState = (location.state as NavState | null) ?? carriedFromQuery(searchParams);
  const from = typeof navState.from === "string" ? navState.from : undefined;
  /** The address of a view, keeping the rest of the query (where to go on to, the BMI carried). */
  const hrefOf = (next: View) => {
    const query = new URLSearchParams(searchParams);
    query.set("tab", TAB_OF_VIEW[next]);
    return `${paths.auth}?${query.toString()}`;
  };
  const showOnClick = (next: View) => (event: MouseEvent) => {
    event.preventDefault();
    show(next);
  };
  const bmi = navState.userData?.bmi;
  // docs/spec.md §2 and decision 004: recovery mode is a token in the query with type=recovery.
  const token = searchParams.get("token");
  const recovery = Boolean(token) && searchParams.get("type") === "recovery";
  const confirming = Boolean(token) && searchParams.get("type") === EMAIL_CONFIRMATION_LINK_TYPE;
  const current = recovery ? "recovery" : confirming ? "confirm-email" : view;

  // After a change of view, move focus to its heading so it is announced.
  useEffect(() => {
    if (viewChanged.current) headingRef.current?.focus();
  }, [current]);
  const show = (next: View) => {
    viewChanged.current = true;
    setView(next);
  };

  // The page shows while the session is still being checked (nearly every visitor here is
  // signed out); a signed-in visitor is sent on as soon as the check answers.
  if (user && !recovery && !confirming) {
    // docs/spec.md §4: go (replacing history) to where the visitor was going, else the form.
    const state: NavState = { userData: navState.userData, redirectToBasic: true };
    return <Navigate to={safeReturnPath(navState.from)} replace state={state} />;
  }

  const onPasswordUpdated = () => {
    // docs/spec.md §4: the recovery address is cleared; a reset does not sign in, so Sign In follows.
    show("sign-in");
    navigate({ pathname: paths.auth, search: "" }, { replace: true, state: location.state });
  };

  const onEmailConfirmed = () => {
    // Decision 027: the link signs the account in. A confirmed staff address opens the back
    // office; a patient goes to the first step of the form; without a session (a link already
    // used), the Sign In tab.
    const session = queryClient.getQueryData(sessionQuery.queryKey);
    if (session?.isEmployee) {
      navigate(paths.admin.dashboard, { replace: true });
      return;
    }
    if (session?.user) {
      const state: NavState = { userData: takeCarriedData(), redirectToBasic: true };
      navigate(paths.patientForm.basic, { replace: true, state });
      return;
    }
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

      {typeof bmi === "number" && bmi > 0 && (current === "sign-in" || current === "sign-up") && (
        <div className="mb-6">
          <EligibilityNote bmi={bmi} />
        </div>
      )}

      {confirming ? (
        <Card>
          <CardHeader>
            <CardTitle>Confirm e-mail address</CardTitle>
            <CardDescription>Use the button below to confirm the e-mail address of your account.</CardDescription>
          </CardHeader>
          <CardContent>
            <AfterPaint fallback={<FormSkeleton fields={0} />}>
              <EmailConfirmation token={token!} signedIn={Boolean(user)} onConfirmed={onEmailConfirmed} />
            </AfterPaint>
          </CardContent>
        </Card>
      ) : recovery ? (
        <Card>
          <CardHeader>
            <CardTitle>New password</CardTitle>
            <CardDescription>Your new password must be at least {MIN_PASSWORD_LENGTH} characters long.</CardDescription>
          </CardHeader>
          <CardContent>
            <AfterPaint fallback={<FormSkeleton fields={2} />}>
              <NewPasswordForm token={token!} onUpdated={onPasswordUpdated} />
            </AfterPaint>
          </CardContent>
        </Card>
      ) : view === "forgot-password" ? (
        <Card>
          <CardHeader>
            <CardTitle>Reset password</CardTitle>
            <CardDescription>We will e-mail you a link that is valid for one hour.</CardDescription>
          </CardHeader>
          <CardContent>
            <ForgotPasswordForm from={from} onBack={showOnClick("sign-in")} onSent={() => show("sign-in")} />
          </CardContent>
        </Card>
      ) : (
        <Card>
          <Tabs value={view} onValueChange={(v) => setView(v as View)} idBase="auth">
            <CardHeader className="pb-0">
              <TabsList>
                <TabsTrigger value="sign-in" href={hrefOf("sign-in")}>
                  Sign In
                </TabsTrigger>
                <TabsTrigger value="sign-up" href={hrefOf("sign-up")}>
                  Sign Up
                </TabsTrigger>
              </TabsList>
            </CardHeader>
            <CardContent className="pt-6">
              <TabsContent value="sign-in" className="mt-0">
                <SignInForm from={from} onForgotPassword={showOnClick("forgot-password")} />
              </TabsContent>
              <TabsContent value="sign-up" className="mt-0">
                <SignUpForm from={from} onSignedUp={() => rememberCarriedData(navState.userData)} />
              </TabsContent>
            </CardContent>
          </Tabs>
        </Card>
      )}
    </Page>
  );
}

/**
 * The sign-in page's content, an island on the page the server rendered (decision 107): its
 * heading and forms change with the view.
 */
export const AuthPanel = island("auth", AuthViews);
