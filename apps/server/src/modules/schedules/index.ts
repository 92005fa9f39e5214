// Public file of the schedules module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.

export type { ScheduleFilters } from "./list";
export { listSchedules, scheduleIdsDepartingOn } from "./list";
export { sailingLabel } from "./plan";
export type { ScheduleRow } from "./present";
export { cachedLookups } from "./present";
export { applyPriceToSchedules } from "./pricing";
export type { QuotaRow } from "./seats";
export { quotasOfSchedule, releaseSeats, takeSeats } from "./seats";
export {
  findSchedule,
  findScheduleOrNull,
  getScheduleWithSeats,
  schedulesByIds,
  setScheduleStatus,
} from "./service";
export type { ScheduleSummary } from "./summary";
export { sailingLabelOf, scheduleSummaries, summaryOfSailing } from "./summary";
export { countSchedulesOf, loadByShip, quotasUsing } from "./usage";
