import { toast } from "sonner";

/** Toasts with a title and a description (SPEC §8). Errors are shown as destructive. */
export const notify = {
  success: (title: string, description?: string) => toast.success(title, { description }),
  error: (title: string, description?: string) => toast.error(title, { description }),
  info: (title: string, description?: string) => toast(title, { description }),
};
