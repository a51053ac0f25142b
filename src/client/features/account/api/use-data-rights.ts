import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { notify } from "@/client/lib/notify";

/** UK GDPR right of access: the patient's data as a JSON file the browser saves (decision 066). */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const data = await unwrap(api.account.data.$get());
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = `my-data-${new Date().toISOString().slice(0, 10)}.json`;
      document.body.append(a);
      a.click();
      a.remove();
      URL.revokeObjectURL(url);
    },
    onError: (error) => notify.error("Download failed", error instanceof Error ? error.message : "Please try again."),
  });
}

/** UK GDPR right to erasure: records the request; staff handle it (decision 066). */
export function useRequestDeletion() {
  return useMutation({
    mutationFn: () => unwrap(api.account["deletion-request"].$post()),
    onSuccess: () => notify.success("Request recorded", "We have recorded your request to delete your account."),
    onError: (error) =>
      notify.error("Request not recorded", error instanceof Error ? error.message : "Please try again."),
  });
}
