/**
 * One identity number, one person per sailing (decision 032): a sale, a reschedule or a move that would put
 * a second person with the same identity number on a sailing is refused. Numbers are compared trimmed and
 * in upper case; an empty number never clashes. With the sales setting `identitas_bayi_boleh_sama` an
 * infant may travel on a parent's identity number (infants are then left out of the comparison).
 */

/** The number as compared: trimmed, upper case; null when empty. */
export function identityKey(value: string | null | undefined): string | null {
  const key = value?.trim().toUpperCase() ?? "";
  return key === "" ? null : key;
}

export const IDENTITY_MESSAGES = {
  /** Two people of one sale carry the same number. */
  twiceInSale: (nomor: string, first: string, second: string) =>
    `Nomor identitas ${nomor} dipakai dua penumpang dalam pesanan ini (${first} dan ${second})`,
  /** A person of the sale carries a number already on the sailing (the other person is not named). */
  onSailing: (nomor: string, nama: string) =>
    `Nomor identitas ${nomor} (${nama}) sudah terdaftar pada penumpang lain di pelayaran ini`,
} as const;
