import { Route, Routes } from "react-router";
import { Page } from "@/client/components/layout/page";

/** The admin area: its own chunk and its own routes (SPEC §2 admin). */
export default function AdminApp() {
  return (
    <Routes>
      <Route path="login" element={<Placeholder title="Admin Login" />} />
      <Route path="*" element={<Placeholder title="Admin" />} />
    </Routes>
  );
}

function Placeholder({ title }: { title: string }) {
  return (
    <Page title={title}>
      <h1 className="text-3xl font-bold">{title}</h1>
    </Page>
  );
}
