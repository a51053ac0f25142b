/**
 * A form sent before (or without) the app's script is answered by the server with its page
 * again (src/server/site/forms.ts, decision 104): what was typed (never a password), each
 * field's message and the outcome, in the words the enhanced form's toast uses. The page
 * arrives with it in its data island, so the browser's first render shows the same.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "react-router";

export interface ServerForm {
  /** Which form was sent ("contact", "sign-in", "sign-up", "forgot-password"). */
  name: string;
  /** What was typed, passwords left out. */
  values: Record<string, string>;
  /** Each field's first message. */
  errors: Record<string, string>;
  /** The outcome: a refusal or a success, as the enhanced form's toast words it. */
  notice?: { kind: "error" | "success"; title: string; description: string };
}

export const serverFormQueryKey = ["server-form"] as const;

/**
 * The server's answer to form `name`, on the page the server answered with only: once the
 * visitor has moved on within the app (a new history entry), the form starts afresh.
 */
export function useServerForm(name: string): ServerForm | undefined {
  const queryClient = useQueryClient();
  const { key } = useLocation();
  const form = queryClient.getQueryData<ServerForm>(serverFormQueryKey);
  return key === "default" && form?.name === name ? form : undefined;
}
