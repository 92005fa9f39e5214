import { Navigate } from "react-router";
import { useSession } from "../../session/session-context";
import { AccountCards } from "./account-cards";
import { useMyAccount } from "./api/agents";
import { TopupForm } from "./topup-form";
import { TopupList } from "./topup-list";

/**
 * `/tambah-saldo`. An agent: their saldo, plafon and what is available, a top-up request form and their
 * requests. Finance ('view saldo agen'): every agent's requests, approved or rejected with 'edit saldo agen'.
 */
export default function TopupPage() {
  const session = useSession();
  const isAgent = session.user?.tipe_pengguna === "agen";
  const account = useMyAccount(isAgent);
  if (!isAgent && !session.can("view saldo agen")) return <Navigate to="/unauthorized" replace />;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Tambah Saldo</h1>
        <p className="text-sm text-slate-500">
          {isAgent
            ? "Ajukan top-up saldo; saldo bertambah setelah bagian keuangan menyetujui."
            : "Periksa bukti pembayaran agen, lalu setujui atau tolak permintaan top-up."}
        </p>
      </div>
      {isAgent ? (
        <>
          <AccountCards account={account.data} loading={account.isLoading} />
          <TopupForm />
          <TopupList finance={false} canDecide={false} />
        </>
      ) : (
        <TopupList finance canDecide={session.can("edit saldo agen")} />
      )}
    </div>
  );
}
