import { createBrowserRouter, Navigate, type RouteObject, useLocation } from "react-router";
import { RootLayout } from "./layouts/root-layout";
import { paths } from "./paths";
import { ProtectedRoute } from "./protected-route";
import { RouteError } from "./route-error";

/** Each page is its own chunk, loaded when its route is first visited. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, "lazy"> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** SPEC §2: /patient-form (and /patient-form/existing) go to the basic step, keeping carried state. */
function ToBasicStep({ existing = false }: { existing?: boolean }) {
  const location = useLocation();
  const state = (location.state as Record<string, unknown> | null) ?? {};
  const carried = existing ? { ...state, userData: { ...(state.userData as object), userType: "existing" } } : state;
  return <Navigate to={paths.patientForm.basic} replace state={carried} />;
}

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, ...page(() => import("@/client/features/public/pages/home-page")) },
      { path: "how-it-works", ...page(() => import("@/client/features/public/pages/how-it-works-page")) },
      { path: "how-it-works/existing", ...page(() => import("@/client/features/public/pages/how-it-works-page")) },
      { path: "am-i-suitable", ...page(() => import("@/client/features/public/pages/am-i-suitable-page")) },
      { path: "prices", ...page(() => import("@/client/features/public/pages/prices-page")) },
      { path: "contact", ...page(() => import("@/client/features/public/pages/contact-page")) },
      { path: "about", ...page(() => import("@/client/features/public/pages/about-page")) },
      { path: "terms", ...page(() => import("@/client/features/public/pages/terms-page")) },
      { path: "privacy", ...page(() => import("@/client/features/public/pages/privacy-page")) },
      { path: "data", ...page(() => import("@/client/features/public/pages/data-page")) },
      { path: "auth", ...page(() => import("@/client/features/auth/pages/auth-page")) },
      {
        element: <ProtectedRoute />,
        children: [
          { path: "patient-form", element: <ToBasicStep /> },
          { path: "patient-form/existing", element: <ToBasicStep existing /> },
          { path: "patient-form/basic", ...page(() => import("@/client/features/patient-form/pages/basic-page")) },
          { path: "patient-form/safety", ...page(() => import("@/client/features/patient-form/pages/safety-page")) },
          { path: "patient-form/dose", ...page(() => import("@/client/features/patient-form/pages/dose-page")) },
          { path: "patient-form/shipping", ...page(() => import("@/client/features/patient-form/pages/shipping-page")) },
          { path: "patient-form/confirmation", ...page(() => import("@/client/features/patient-form/pages/confirmation-page")) },
          { path: "patient-form/*", element: <ToBasicStep /> },
          { path: "order-success", ...page(() => import("@/client/features/patient-form/pages/order-success-page")) },
        ],
      },
      { path: "*", ...page(() => import("@/client/features/public/pages/not-found-page")) },
    ],
  },
  // The admin area is its own chunk, never loaded for a visitor; it owns its sub-routes.
  { path: "admin/*", errorElement: <RouteError />, ...page(() => import("@/client/features/admin/admin-app")) },
];

export const createRouter = () => createBrowserRouter(routes);
