/**
 * The scheduler's jobs, run in this order every 15 minutes (./scheduler). A job is added here
 * and nowhere else.
 */
import { bookingReminders } from "./booking-reminders";
import { collectionReminders } from "./collection-reminders";
import { consultationWaitAlerts } from "./consultation-wait-alerts";
import { eraseEvidenceImagesJob } from "./erase-evidence-images";
import { eraseExpiredRecordsJob } from "./erase-expired-records";
import { eraseOldContactMessagesJob } from "./erase-old-contact-messages";
import { infoRequestReminders } from "./info-request-reminders";
import type { Job } from "./job";
import { reorderReminders } from "./reorder-reminders";

export const JOBS: readonly Job[] = [
  reorderReminders,
  bookingReminders,
  infoRequestReminders,
  collectionReminders,
  consultationWaitAlerts,
  eraseEvidenceImagesJob,
  eraseOldContactMessagesJob,
  eraseExpiredRecordsJob,
];
