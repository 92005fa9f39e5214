import type { CreditSubject, RequestStatus } from "@ferry/shared/agents";
import { and, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { creditLimitChanges } from "../../db/schema/agents";
import { type ListQuery, listOrder, pageOf } from "../../lib/list-sql";
import { findCompany } from "../expedition-companies/index";
import { userNames } from "../users/index";

export type CreditLimitListQuery = ListQuery & {
  status?: RequestStatus;
  subject_type?: CreditSubject;
  subject_id?: number;
};

/** One page of limit changes (newest first by default), each naming its subject, requester and decider. */
export async function listLimitChanges(db: Database, query: CreditLimitListQuery) {
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(creditLimitChanges.status, query.status) : undefined,
    query.subject_type ? eq(creditLimitChanges.subject_type, query.subject_type) : undefined,
    query.subject_id ? eq(creditLimitChanges.subject_id, query.subject_id) : undefined,
  ];
  const order = query.sort_by
    ? listOrder(
        query,
        { created_at: creditLimitChanges.created_at, plafon_baru: creditLimitChanges.plafon_baru },
        creditLimitChanges.id,
      )
    : listOrder({ ...query, sort_dir: "desc" }, {}, creditLimitChanges.id);
  const page = await pageOf(db, creditLimitChanges, and(...conditions), order, query);
  const users = await userNames(
    db,
    page.rows.flatMap((row) => [
      row.requested_by,
      row.decided_by,
      row.subject_type === "agen" ? row.subject_id : null,
    ]),
  );
  const companyIds = [
    ...new Set(page.rows.filter((row) => row.subject_type === "ekspedisi").map((row) => row.subject_id)),
  ];
  const companies = new Map<number, string>();
  for (const id of companyIds) {
    const company = await findCompany(db, id);
    if (company) companies.set(id, company.nama);
  }
  const rows = page.rows.map((row) => ({
    ...row,
    subject_nama:
      (row.subject_type === "agen"
        ? users.get(row.subject_id)?.nama_lengkap
        : companies.get(row.subject_id)) ?? `#${row.subject_id}`,
    requested_by_username: row.requested_by ? (users.get(row.requested_by)?.username ?? null) : null,
    decided_by_username: row.decided_by ? (users.get(row.decided_by)?.username ?? null) : null,
  }));
  return { rows, meta: page.meta };
}
