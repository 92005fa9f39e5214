// Public file of the schedules module: the rest of the server imports from here only (decision 050).
// Each line re-exports what code outside the module uses; the rest of the folder is private.

export { cancelSchedule } from "./cancel";
export { delaySchedule } from "./delay";
export type { ScheduleFilters } from "./list";
export { listSchedules, scheduleIdsDepartingOn } from "./list";
export { moveBookings } from "./move-bookings";
export type { ScheduleValues } from "./plan";
export { insertPlannedSchedules, sailingLabel } from "./plan";
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
