import { FileText, IdCard, Ruler } from "lucide-react";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { type ConsultationDetail, evidenceFileUrl } from "../api/consultations-api";
import { formatDateTime, formatShortDate } from "@/client/features/admin-shell/lib/format";
import { ReviewCard } from "@/client/features/admin-shell/components/page-parts/review-parts";
import { UploadFileForm } from "./upload-file-form";
import { ListOrNone } from "@/client/features/admin-shell/components/page-parts/list-or-none";

export const MEASUREMENT_PRESCRIBER_ONLY = "Only a prescriber can record a measurement.";

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;

/**
 * The evidence on record (decision 077): identity checks, measurements (the independent ones
 * marked) and files, each opened in a new tab; and the actions that add to it.
 */
export function EvidenceCard({
  data,
  onRecordIdentity,
  onRecordMeasurement,
}: {
  data: ConsultationDetail;
  onRecordIdentity: () => void;
  onRecordMeasurement: () => void;
}) {
  const { identityChecks, measurements, files, canDecide } = data;
  return (
    <ReviewCard
      title="Evidence"
      description="Identity checks, measurements and files on record for this patient."
      className="lg:col-span-2"
    >
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="identity-heading" className="grid content-start gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="identity-heading" className="font-semibold">
              Identity checks
            </h3>
            <Button variant="outline" size="sm" onClick={onRecordIdentity}>
              <IdCard aria-hidden="true" />
              Record ID check
            </Button>
          </div>
          <ListOrNone items={identityChecks} none="No identity check yet." className="divide-y divide-zinc-200 text-sm">
            {(c) => (
              <li key={c.identityCheckId} className="grid gap-1 py-2">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {c.methodLabel}
                  <Badge variant={c.outcome === "verified" ? "success" : "destructive"}>
                    {c.outcome === "verified" ? "Verified" : "Not verified"}
                  </Badge>
                </p>
                {c.documentTypeLabel && (
                  <p>
                    {c.documentTypeLabel} ending {c.documentLast4 ?? "—"}
                    {c.documentExpiry ? `, expires ${formatShortDate(c.documentExpiry)}` : ""}
                  </p>
                )}
                <p className="text-zinc-600">
                  Name {c.nameMatches ? "matches" : "does not match"} · date of birth{" "}
                  {c.dobMatches ? "matches" : "does not match"} · {c.recordedBy ?? "Unknown"},{" "}
                  {formatDateTime(c.createdAt)}
                </p>
              </li>
            )}
          </ListOrNone>
        </section>

        <section aria-labelledby="measurements-heading" className="grid content-start gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="measurements-heading" className="font-semibold">
              Measurements
            </h3>
            <Button
              variant="outline"
              size="sm"
              onClick={onRecordMeasurement}
              disabled={!canDecide}
              aria-describedby={canDecide ? undefined : "measurement-prescriber-only"}
            >
              <Ruler aria-hidden="true" />
              Record measurement
            </Button>
          </div>
          {!canDecide && (
            <p id="measurement-prescriber-only" className="text-sm text-zinc-600">
              {MEASUREMENT_PRESCRIBER_ONLY}
            </p>
          )}
          <ListOrNone items={measurements} none="No measurement yet." className="divide-y divide-zinc-200 text-sm">
            {(m) => (
              <li key={m.measurementId} className="grid gap-1 py-2">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {m.methodLabel}, {formatShortDate(m.measuredOn)}
                  <Badge variant={m.independent ? "success" : "warning"}>
                    {m.independent ? "Independent" : "Not independent"}
                  </Badge>
                </p>
                <p>
                  {m.weightKg} kg{m.heightCm !== null ? ` · ${m.heightCm} cm` : ""}
                  {m.bmi !== null ? ` · BMI ${m.bmi.toFixed(1)}` : ""}
                </p>
                <p className="text-zinc-600">
                  {m.source ? `${m.source} · ` : ""}
                  {m.recordedBy ?? "Unknown"}, {formatDateTime(m.createdAt)}
                </p>
              </li>
            )}
          </ListOrNone>
        </section>

        <section aria-labelledby="files-heading" className="grid content-start gap-3 md:col-span-2">
          <h3 id="files-heading" className="font-semibold">
            Files
          </h3>
          <ListOrNone items={files} none="No files yet." className="divide-y divide-zinc-200 text-sm">
            {(f) => (
              <li key={f.fileId} className="flex flex-wrap items-start justify-between gap-2 py-2">
                <div className="min-w-0">
                  {f.erasedAt ? (
                    <p className="break-all font-medium">{f.fileName}</p>
                  ) : (
                    <a
                      href={evidenceFileUrl(f.fileId)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1 break-all font-medium text-brand-800 underline"
                    >
                      <FileText className="size-4 shrink-0" aria-hidden="true" />
                      {f.fileName}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  )}
                  <p className="text-zinc-600">
                    {f.kindLabel} · {size(f.sizeBytes)} · {f.uploadedBy ?? "Unknown"}, {formatDateTime(f.createdAt)}
                  </p>
                </div>
                {f.erasedAt && <Badge variant="secondary">Content erased {formatShortDate(f.erasedAt)}</Badge>}
              </li>
            )}
          </ListOrNone>
          <UploadFileForm patientId={data.patient.patientId} />
        </section>
      </div>
    </ReviewCard>
  );
}
