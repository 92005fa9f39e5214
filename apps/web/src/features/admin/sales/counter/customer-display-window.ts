/** Opens (or brings back) the customer display window; the cashier drags it to the buyer's screen. */
export function openCustomerDisplay(): void {
  window.open("/layar-pelanggan", "layar-pelanggan");
}
