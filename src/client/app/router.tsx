import { type ComponentType, lazy, type ReactNode, Suspense, useRef } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router";
import { Spinner } from "@/client/components/ui/spinner";
import { pageModuleOf } from "@/shared/page-modules";
import { RootLayout } from "./layouts/root-layout";
import { paths } from "./paths";
import { ProtectedRoute } from "./protected-route";
import { RouteErrorBoundary } from "./route-error";

/**
 * Declarative routes with one lazily loaded chunk per page. The data router would add about
 * 20 kB gzip of router core to every visitor's first download, for loaders this product
 * does not use. While a page's chunk is on its way, the layout shows 'Loading...' in its place.
 */
const page = (Page: ComponentType) => (
  <PageBoundary>
    <Page />
  </PageBoundary>
);

/** A page that failed is tried again once the visitor goes to another path. */
function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteErrorBoundary key={pathname}>{children}</RouteErrorBoundary>;
}

type PageModule = { default: ComponentType };
interface LazyPage {
  (): ReactNode;
  preload(): Promise<void>;
}
const pagesByModule = new Map<string, LazyPage>();

/**
 * A page loaded when first shown, like React.lazy, that can also be fetched before the first
 * render: a page whose module is already here renders at once, with no loading fallback
 * (React reveals a suspended page up to 300 ms late, which was most of a phone's wait for
 * the first page).
 */
function lazyPage(module: string, load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  const Lazy = lazy(load);
  function Page() {
    // Chosen once per mount, so a page never switches component under its own state.
    const Component = useRef(loaded ?? Lazy).current;
    return <Component />;
  }
  Page.preload = () =>
    load().then((m) => {
      loaded = m.default;
    });
  pagesByModule.set(module, Page);
  return Page;
}

/** Fetches the module of the page at `pathname`, if it has one; never rejects. */
export function preloadPage(pathname: string): Promise<void> {
  const module = pageModuleOf(pathname);
  const page = module ? pagesByModule.get(module) : undefined;
  return page ? page.preload().catch(() => undefined) : Promise.resolve();
}

const HomePage = lazyPage("src/client/features/public/pages/home-page.tsx", () => import("@/client/features/public/pages/home-page"));
const HowItWorksPage = lazyPage("src/client/features/public/pages/how-it-works-page.tsx", () => import("@/client/features/public/pages/how-it-works-page"));
const AmISuitablePage = lazyPage("src/client/features/public/pages/am-i-suitable-page.tsx", () => import("@/client/features/public/pages/am-i-suitable-page"));
const PricesPage = lazyPage("src/client/features/public/pages/prices-page.tsx", () => import("@/client/features/public/pages/prices-page"));
const ContactPage = lazyPage("src/client/features/public/pages/contact-page.tsx", () => import("@/client/features/public/pages/contact-page"));
const AboutPage = lazyPage("src/client/features/public/pages/about-page.tsx", () => import("@/client/features/public/pages/about-page"));
const TermsPage = lazyPage("src/client/features/public/pages/terms-page.tsx", () => import("@/client/features/public/pages/terms-page"));
const PrivacyPage = lazyPage("src/client/features/public/pages/privacy-page.tsx", () => import("@/client/features/public/pages/privacy-page"));
const DataPage = lazyPage("src/client/features/public/pages/data-page.tsx", () => import("@/client/features/public/pages/data-page"));
const AuthPage = lazyPage("src/client/features/auth/pages/auth-page.tsx", () => import("@/client/features/auth/pages/auth-page"));
const BasicPage = lazyPage("src/client/features/patient-form/pages/basic-page.tsx", () => import("@/client/features/patient-form/pages/basic-page"));
const SafetyPage = lazyPage("src/client/features/patient-form/pages/safety-page.tsx", () => import("@/client/features/patient-form/pages/safety-page"));
const DosePage = lazyPage("src/client/features/patient-form/pages/dose-page.tsx", () => import("@/client/features/patient-form/pages/dose-page"));
const ShippingPage = lazyPage("src/client/features/patient-form/pages/shipping-page.tsx", () => import("@/client/features/patient-form/pages/shipping-page"));
const ConfirmationPage = lazyPage("src/client/features/patient-form/pages/confirmation-page.tsx", () => import("@/client/features/patient-form/pages/confirmation-page"));
const OrderSuccessPage = lazyPage("src/client/features/patient-form/pages/order-success-page.tsx", () => import("@/client/features/patient-form/pages/order-success-page"));
const AccountPage = lazyPage("src/client/features/account/pages/account-page.tsx", () => import("@/client/features/account/pages/account-page"));
const AccountOrderPage = lazyPage("src/client/features/account/pages/account-order-page.tsx", () => import("@/client/features/account/pages/account-order-page"));
const MessagesPage = lazyPage("src/client/features/account-messages/pages/messages-page.tsx", () => import("@/client/features/account-messages/pages/messages-page"));
const SideEffectsPage = lazyPage("src/client/features/side-effects/pages/side-effects-page.tsx", () => import("@/client/features/side-effects/pages/side-effects-page"));
const ReorderPage = lazyPage("src/client/features/reorder/pages/reorder-page.tsx", () => import("@/client/features/reorder/pages/reorder-page"));
const NotFoundPage = lazyPage("src/client/features/public/pages/not-found-page.tsx", () => import("@/client/features/public/pages/not-found-page"));
// The admin area is its own chunk, never loaded for a visitor; it owns its sub-routes.
const AdminApp = lazyPage("src/client/features/admin/admin-app.tsx", () => import("@/client/features/admin/admin-app"));

/** docs/spec.md §2: /patient-form (and /patient-form/existing) go to the basic step, keeping carried state. */
function ToBasicStep({ existing = false }: { existing?: boolean }) {
  const location = useLocation();
  const state = (location.state as Record<string, unknown> | null) ?? {};
  const carried = existing ? { ...state, userData: { ...(state.userData as object), userType: "existing" } } : state;
  return <Navigate to={paths.patientForm.basic} replace state={carried} />;
}

/** The route table of docs/spec.md §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={page(HomePage)} />
        <Route path="how-it-works" element={page(HowItWorksPage)} />
        <Route path="how-it-works/existing" element={page(HowItWorksPage)} />
        <Route path="am-i-suitable" element={page(AmISuitablePage)} />
        <Route path="prices" element={page(PricesPage)} />
        <Route path="contact" element={page(ContactPage)} />
        <Route path="about" element={page(AboutPage)} />
        <Route path="terms" element={page(TermsPage)} />
        <Route path="privacy" element={page(PrivacyPage)} />
        <Route path="data" element={page(DataPage)} />
        <Route path="auth" element={page(AuthPage)} />
        <Route element={<ProtectedRoute />}>
          <Route path="patient-form" element={<ToBasicStep />} />
          <Route path="patient-form/existing" element={<ToBasicStep existing />} />
          <Route path="patient-form/basic" element={page(BasicPage)} />
          <Route path="patient-form/safety" element={page(SafetyPage)} />
          <Route path="patient-form/dose" element={page(DosePage)} />
          <Route path="patient-form/shipping" element={page(ShippingPage)} />
          <Route path="patient-form/confirmation" element={page(ConfirmationPage)} />
          <Route path="patient-form/*" element={<ToBasicStep />} />
          <Route path="order-success" element={page(OrderSuccessPage)} />
          <Route path="account" element={page(AccountPage)} />
          <Route path="account/orders/:id" element={page(AccountOrderPage)} />
          <Route path="account/messages" element={page(MessagesPage)} />
          <Route path="account/side-effects" element={page(SideEffectsPage)} />
          <Route path="account/reorder" element={page(ReorderPage)} />
        </Route>
        <Route path="*" element={page(NotFoundPage)} />
      </Route>
      <Route
        path="admin/*"
        element={
          <RouteErrorBoundary>
            <Suspense fallback={<Spinner label="Loading..." />}>
              <AdminApp />
            </Suspense>
          </RouteErrorBoundary>
        }
      />
    </Routes>
  );
}
