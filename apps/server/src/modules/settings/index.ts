// Public file of the settings module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.
export { defineSection, ONLINE_SECTION, SEAPASS_SECTION } from "./sections";
export {
  cashControlSettings,
  readSettings,
  refundSettings,
  salesSettings,
  saveSalesSettings,
  saveSettings,
  sessionSettings,
} from "./service";
