const number = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });

/** `Rp 1.500.000` (`Rp -500.000` below zero), for messages. */
export function rupiahText(amount: number): string {
  return `Rp ${number.format(amount)}`;
}
