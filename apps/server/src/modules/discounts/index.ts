// Public file of the discounts module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.

export type { AppliedDiscount, DiscountLine } from "./apply";
export { pickDiscounts, releaseDiscounts, retakeDiscounts, useDiscounts } from "./apply";
