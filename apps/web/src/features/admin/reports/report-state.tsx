import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";

/** A report's loading line, its error with 'Coba Lagi', or the report drawn from its data. */
export function ReportState<T>({
  report,
  failure,
  children,
}: {
  report: UseQueryResult<T, Error>;
  failure: string;
  children: (data: T) => ReactNode;
}) {
  if (report.isLoading) return <p className="text-slate-500">Memuat laporan...</p>;
  if (report.error) {
    return (
      <p role="alert" className="text-red-600">
        {report.error.message || failure}{" "}
        <button type="button" className="underline" onClick={() => void report.refetch()}>
          Coba Lagi
        </button>
      </p>
    );
  }
  return report.data ? children(report.data) : null;
}
