import { Page } from "@/client/components/layout/page";

export default function AuthPage() {
  return (
    <Page title="Sign In">
      <h1 className="text-3xl font-bold">Sign In</h1>
    </Page>
  );
}
