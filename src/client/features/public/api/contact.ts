import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import type { ContactMessage } from "@/shared/schemas/people/contact";

/** Sends a contact message; resolves only once the server has stored it (decision 015). */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactMessage) => unwrap(api.contact.$post({ json: message })),
  });
}
