import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { ScheduleCard, ScheduleCardSkeleton } from "./schedule-card";

type Schedules = Parameters<typeof ScheduleCard>[0]["schedule"][];

/**
 * Sailing cards in the public grid with its states: six skeletons while `loading`, an alert with 'Coba
 * Lagi' on `error`, `empty` when there is nothing to show (when given), otherwise one card a sailing.
 */
export function ScheduleGrid(props: {
  loading: boolean;
  error: boolean;
  errorText: string;
  onRetry: () => void;
  schedules: Schedules | undefined;
  empty?: ReactNode;
}) {
  if (props.loading) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[1, 2, 3, 4, 5, 6].map((key) => (
          <ScheduleCardSkeleton key={key} />
        ))}
      </div>
    );
  }
  if (props.error) {
    return (
      <div
        role="alert"
        className="rounded-lg border border-red-200 bg-red-50 p-6 text-center text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300"
      >
        <p className="mb-3">{props.errorText}</p>
        <Button variant="secondary" onClick={props.onRetry}>
          Coba Lagi
        </Button>
      </div>
    );
  }
  if (props.empty && props.schedules?.length === 0) return props.empty;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {props.schedules?.map((schedule) => (
        <ScheduleCard key={schedule.id} schedule={schedule} />
      ))}
    </div>
  );
}
