import { Navigate, Route, Routes, useLocation } from "react-router";
import { patientPageModuleOf } from "@/shared/patient-page-modules";
import { pageLoader } from "./lazy-page";
import { paths } from "@/client/config/paths";
import { ProtectedRoute } from "./protected-route";

/*
 * The signed-in patient's pages (docs/spec.md §2): the patient form's steps, the order's success
 * page and the account. One module with its own routes, loaded for a path of this area only
 * (shared/page-modules.ts), so a visitor's first download carries none of them; each page is
 * still a chunk of its own. The router preloads the page of the address with this module.
 */
const { lazyPage, preloadPage } = pageLoader(patientPageModuleOf);
export { preloadPage };

const BasicPage = lazyPage(
  "src/client/features/patient-form/pages/basic-page.tsx",
  () => import("@/client/features/patient-form/pages/basic-page"),
);
const SafetyPage = lazyPage(
  "src/client/features/patient-form/pages/safety-page.tsx",
  () => import("@/client/features/patient-form/pages/safety-page"),
);
const DosePage = lazyPage(
  "src/client/features/patient-form/pages/dose-page.tsx",
  () => import("@/client/features/patient-form/pages/dose-page"),
);
const ShippingPage = lazyPage(
  "src/client/features/patient-form/pages/shipping-page.tsx",
  () => import("@/client/features/patient-form/pages/shipping-page"),
);
const ConfirmationPage = lazyPage(
  "src/client/features/patient-form/pages/confirmation-page.tsx",
  () => import("@/client/features/patient-form/pages/confirmation-page"),
);
const OrderSuccessPage = lazyPage(
  "src/client/features/patient-form/pages/order-success-page.tsx",
  () => import("@/client/features/patient-form/pages/order-success-page"),
);
const AccountPage = lazyPage(
  "src/client/features/account/pages/account-page.tsx",
  () => import("@/client/features/account/pages/account-page"),
);
const AccountOrderPage = lazyPage(
  "src/client/features/account/pages/account-order-page.tsx",
  () => import("@/client/features/account/pages/account-order-page"),
);
const MessagesPage = lazyPage(
  "src/client/features/account-messages/pages/messages-page.tsx",
  () => import("@/client/features/account-messages/pages/messages-page"),
);
const SideEffectsPage = lazyPage(
  "src/client/features/side-effects/pages/side-effects-page.tsx",
  () => import("@/client/features/side-effects/pages/side-effects-page"),
);
const ReorderPage = lazyPage(
  "src/client/features/reorder/pages/reorder-page.tsx",
  () => import("@/client/features/reorder/pages/reorder-page"),
);
const NotFoundPage = lazyPage(
  "src/client/features/public/pages/not-found-page.tsx",
  () => import("@/client/features/public/pages/not-found-page"),
);

/** docs/spec.md §2: /patient-form (and /patient-form/existing) go to the basic step, keeping carried state. */
function ToBasicStep({ existing = false }: { existing?: boolean }) {
  const location = useLocation();
  const state = (location.state as Record<string, unknown> | null) ?? {};
  const carried = existing ? { ...state, userData: { ...(state.userData as object), userType: "existing" } } : state;
  return <Navigate to={paths.patientForm.basic} replace state={carried} />;
}

/** The patient's routes of docs/spec.md §2, every one behind sign-in; the app's layout is around them. */
export default function PatientApp() {
  return (
    <Routes>
      <Route element={<ProtectedRoute />}>
        <Route path="patient-form" element={<ToBasicStep />} />
        <Route path="patient-form/existing" element={<ToBasicStep existing />} />
        <Route path="patient-form/basic" element={<BasicPage />} />
        <Route path="patient-form/safety" element={<SafetyPage />} />
        <Route path="patient-form/dose" element={<DosePage />} />
        <Route path="patient-form/shipping" element={<ShippingPage />} />
        <Route path="patient-form/confirmation" element={<ConfirmationPage />} />
        <Route path="patient-form/*" element={<ToBasicStep />} />
        <Route path="order-success" element={<OrderSuccessPage />} />
        <Route path="account" element={<AccountPage />} />
        <Route path="account/orders/:id" element={<AccountOrderPage />} />
        <Route path="account/messages" element={<MessagesPage />} />
        <Route path="account/side-effects" element={<SideEffectsPage />} />
        <Route path="account/reorder" element={<ReorderPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
