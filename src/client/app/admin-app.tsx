import { lazy } from "react";
import { Route, Routes } from "react-router";
import { AdminLayout } from "@/client/features/admin-shell/components/layout/admin-layout";
import LoginPage from "@/client/features/admin-shell/pages/login-page";

const DashboardPage = lazy(() => import("@/client/features/admin-shell/pages/dashboard-page"));
const PatientsPage = lazy(() => import("@/client/features/admin-patients/pages/patients-page"));
const PatientDetailPage = lazy(() => import("@/client/features/admin-patients/pages/patient-detail-page"));
const PatientEditPage = lazy(() => import("@/client/features/admin-patients/pages/patient-edit-page"));
const SystemSettingsPage = lazy(() => import("@/client/features/admin-settings/pages/system-settings-page"));
const OrdersPage = lazy(() => import("@/client/features/admin-orders/pages/orders-page"));
const OrderDetailPage = lazy(() => import("@/client/features/admin-orders/pages/order-detail-page"));
const RegisterPage = lazy(() => import("@/client/features/admin-dispensary/pages/register-page"));
const PaymentsPage = lazy(() => import("@/client/features/admin-settings/pages/payments-page"));
const ContactMessagesPage = lazy(() => import("@/client/features/admin-patients/pages/contact-messages-page"));
const StaffPage = lazy(() => import("@/client/features/admin-staff/pages/staff-page"));
const ConsultationsPage = lazy(() => import("@/client/features/admin-consultations/pages/consultations-page"));
const ConsultationPage = lazy(() => import("@/client/features/admin-consultations/pages/consultation-page"));
const PrescriptionPrintPage = lazy(() => import("@/client/features/admin-consultations/pages/prescription-print-page"));
const GpLetterPrintPage = lazy(() => import("@/client/features/admin-consultations/pages/gp-letter-print-page"));
const LabelPrintPage = lazy(() => import("@/client/features/admin-orders/pages/label-print-page"));
const RpLogPage = lazy(() => import("@/client/features/admin-dispensary/pages/rp-log-page"));
const FridgePage = lazy(() => import("@/client/features/admin-dispensary/pages/fridge-page"));
const IncidentsPage = lazy(() => import("@/client/features/admin-dispensary/pages/incidents-page"));
const RecallsPage = lazy(() => import("@/client/features/admin-dispensary/pages/recalls-page"));
const StockPage = lazy(() => import("@/client/features/admin-dispensary/pages/stock-page"));
const PackBarcodesPage = lazy(() => import("@/client/features/admin-dispensary/pages/pack-barcodes-page"));
const GoLivePage = lazy(() => import("@/client/features/admin-settings/pages/go-live-page"));
const DataRequestsPage = lazy(() => import("@/client/features/admin-settings/pages/data-requests-page"));
const EmployeeAccountPage = lazy(() => import("@/client/features/admin-shell/pages/employee-account-page"));
const NotFound = lazy(() => import("@/client/features/admin-shell/pages/admin-not-found-page"));

/**
 * The admin area (docs/spec.md §2): its own chunk, its own routes, everything but login behind the
 * guard (docs/spec.md §6). It puts together the back office's features (admin-shell and the
 * admin-* features above it), each page a chunk of its own.
 */
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
        <Route path="messages" element={<ContactMessagesPage />} />
        <Route path="staff" element={<StaffPage />} />
        <Route path="go-live" element={<GoLivePage />} />
        <Route path="data-requests" element={<DataRequestsPage />} />
        <Route path="account" element={<EmployeeAccountPage />} />
        <Route path="consultations" element={<ConsultationsPage />} />
        <Route path="consultations/:id" element={<ConsultationPage />} />
        <Route path="prescriptions/:id/print" element={<PrescriptionPrintPage />} />
        <Route path="gp-letters/:id/print" element={<GpLetterPrintPage />} />
        <Route path="rp-log" element={<RpLogPage />} />
        <Route path="fridge" element={<FridgePage />} />
        <Route path="incidents" element={<IncidentsPage />} />
        <Route path="recalls" element={<RecallsPage />} />
        <Route path="stock" element={<StockPage />} />
        <Route path="pack-barcodes" element={<PackBarcodesPage />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
