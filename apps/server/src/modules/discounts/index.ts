// Public file of the discounts module: the rest of the server imports from here only (decision 050).
// Each line re-exports what code outside the module uses; the rest of the folder is private.

export type { AppliedDiscount, DiscountLine } from "./apply";
export { pickDiscounts, releaseDiscounts, retakeDiscounts, useDiscounts } from "./apply";
