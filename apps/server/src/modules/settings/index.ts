// Public file of the settings module: the rest of the server imports from here only (decision 050).
// Each line re-exports what code outside the module uses; the rest of the folder is private.

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
