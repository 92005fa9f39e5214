/**
 * Every answer of the public site (`/api/public/…`: settings, company pages, schedules, news, booking
 * check) is cached under this root, so a change of the company's settings refreshes them all at once.
 */
export const publicKeys = {
  all: ["public"] as const,
};
