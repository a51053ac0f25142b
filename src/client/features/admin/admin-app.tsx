import { lazy } from "react";
import { Route, Routes } from "react-router";
import { AdminLayout } from "./components/admin-layout";
import LoginPage from "./pages/login-page";

const DashboardPage = lazy(() => import("./pages/dashboard-page"));
const PatientsPage = lazy(() => import("./pages/patients-page"));
const PatientDetailPage = lazy(() => import("./pages/patient-detail-page"));
const PatientEditPage = lazy(() => import("./pages/patient-edit-page"));
const SystemSettingsPage = lazy(() => import("./pages/system-settings-page"));
const OrdersPage = lazy(() => import("./pages/orders-page"));
const OrderDetailPage = lazy(() => import("./pages/order-detail-page"));
const RegisterPage = lazy(() => import("./pages/register-page"));
const PaymentsPage = lazy(() => import("./pages/payments-page"));
const MessagesPage = lazy(() => import("./pages/messages-page"));
const StaffPage = lazy(() => import("./pages/staff-page"));
const ConsultationsPage = lazy(() => import("./pages/consultations-page"));
const ConsultationPage = lazy(() => import("./pages/consultation-page"));
const PrescriptionPrintPage = lazy(() => import("./pages/prescription-print-page"));
const GpLetterPrintPage = lazy(() => import("./pages/gp-letter-print-page"));
const LabelPrintPage = lazy(() => import("./pages/label-print-page"));
const RpLogPage = lazy(() => import("./pages/rp-log-page"));
const FridgePage = lazy(() => import("./pages/fridge-page"));
const IncidentsPage = lazy(() => import("./pages/incidents-page"));
const RecallsPage = lazy(() => import("./pages/recalls-page"));
const PackBarcodesPage = lazy(() => import("./pages/pack-barcodes-page"));
const GoLivePage = lazy(() => import("./pages/go-live-page"));
const DataRequestsPage = lazy(() => import("./pages/data-requests-page"));
const AccountPage = lazy(() => import("./pages/account-page"));
const NotFound = lazy(() => import("./pages/admin-not-found-page"));

/** The admin area (docs/spec.md §2): its own chunk, its own routes, everything but login behind the guard (docs/spec.md §6). */
export default function AdminApp() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="patients" element={<PatientsPage />} />
        <Route path="patients/:id" element={<PatientDetailPage />} />
        <Route path="patients/:id/edit" element={<PatientEditPage />} />
        <Route path="system-settings" element={<SystemSettingsPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="orders/:id" element={<OrderDetailPage />} />
        <Route path="orders/:id/label" element={<LabelPrintPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="payments" element={<PaymentsPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="staff" element={<StaffPage />} />
        <Route path="go-live" element={<GoLivePage />} />
        <Route path="data-requests" element={<DataRequestsPage />} />
        <Route path="account" element={<AccountPage />} />
        <Route path="consultations" element={<ConsultationsPage />} />
        <Route path="consultations/:id" element={<ConsultationPage />} />
        <Route path="prescriptions/:id/print" element={<PrescriptionPrintPage />} />
        <Route path="gp-letters/:id/print" element={<GpLetterPrintPage />} />
        <Route path="rp-log" element={<RpLogPage />} />
        <Route path="fridge" element={<FridgePage />} />
        <Route path="incidents" element={<IncidentsPage />} />
        <Route path="recalls" element={<RecallsPage />} />
        <Route path="pack-barcodes" element={<PackBarcodesPage />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
