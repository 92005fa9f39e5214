// Public file of the sales-limits module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.
export { releaseChannelSeats, takeChannelSeats } from "./service";
