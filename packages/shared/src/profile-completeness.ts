/**
 * Profile is complete only if the customer has both a full name and a phone number (specification
 * section 5). Its own module, free of zod, so the public pages that ask it stay small.
 */
export function isProfileComplete(profile: {
  nama_lengkap: string | null | undefined;
  nomor_telepon: string | null | undefined;
}): boolean {
  return Boolean(profile.nama_lengkap?.trim() && profile.nomor_telepon?.trim());
}
