// Public file of the expedition-companies module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.
export { companiesByIds, findCompany, setCompanyPlafon, useCompanyCredit } from "./service";
