import { type ComponentType, type ReactNode, Suspense } from "react";
import { Route, Routes, useLocation } from "react-router";
import { Spinner } from "@/client/components/ui/spinner";
import { PATIENT_MODULE, pageModuleOf } from "@/shared/page-modules";
import { RootLayout } from "./layouts/root-layout";
import { pageLoader } from "./lazy-page";
import { RouteErrorBoundary } from "./route-error";

/**
 * Declarative routes with one lazily loaded chunk per page. The data router would add about
 * 20 kB gzip of router core to every visitor's first download, for loaders this product
 * does not use. While a page's chunk is on its way, the layout shows 'Loading...' in its place.
 * Only the public pages' routes are here, in every visitor's first download; the signed-in
 * patient's pages (patient-app.tsx) and the back office are each one module with their own.
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

const loader = pageLoader(pageModuleOf);
const { lazyPage } = loader;
/** Fetches the module of the page at `pathname` (for the patient's area, its page too); never rejects. */
export const preloadPage = loader.preloadPage;

const HomePage = lazyPage(
  "src/client/features/public/pages/home-page.tsx",
  () => import("@/client/features/public/pages/home-page"),
);
const HowItWorksPage = lazyPage(
  "src/client/features/public/pages/how-it-works-page.tsx",
  () => import("@/client/features/public/pages/how-it-works-page"),
);
const AmISuitablePage = lazyPage(
  "src/client/features/public/pages/am-i-suitable-page.tsx",
  () => import("@/client/features/public/pages/am-i-suitable-page"),
);
const PricesPage = lazyPage(
  "src/client/features/public/pages/prices-page.tsx",
  () => import("@/client/features/public/pages/prices-page"),
);
const ContactPage = lazyPage(
  "src/client/features/public/pages/contact-page.tsx",
  () => import("@/client/features/public/pages/contact-page"),
);
const AboutPage = lazyPage(
  "src/client/features/public/pages/about-page.tsx",
  () => import("@/client/features/public/pages/about-page"),
);
const TermsPage = lazyPage(
  "src/client/features/public/pages/terms-page.tsx",
  () => import("@/client/features/public/pages/terms-page"),
);
const PrivacyPage = lazyPage(
  "src/client/features/public/pages/privacy-page.tsx",
  () => import("@/client/features/public/pages/privacy-page"),
);
const DataPage = lazyPage(
  "src/client/features/public/pages/data-page.tsx",
  () => import("@/client/features/public/pages/data-page"),
);
const AuthPage = lazyPage(
  "src/client/features/auth/pages/auth-page.tsx",
  () => import("@/client/features/auth/pages/auth-page"),
);
const NotFoundPage = lazyPage(
  "src/client/features/public/pages/not-found-page.tsx",
  () => import("@/client/features/public/pages/not-found-page"),
);
// The signed-in patient's pages are one chunk, never loaded for a visitor; it owns its routes.
const PatientApp = lazyPage("src/client/app/patient-app.tsx", () => import("@/client/app/patient-app"));
// The admin area is its own chunk, never loaded for a visitor; it owns its sub-routes.
const AdminApp = lazyPage("src/client/app/admin-app.tsx", () => import("@/client/app/admin-app"));

/** Any other path: a page of the signed-in patient's area (its module has their routes), else not found. */
function OtherPaths() {
  const { pathname } = useLocation();
  return pageModuleOf(pathname) === PATIENT_MODULE ? page(PatientApp) : page(NotFoundPage);
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
        <Route path="*" element={<OtherPaths />} />
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
