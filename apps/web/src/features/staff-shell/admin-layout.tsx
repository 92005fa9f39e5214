import { useState } from "react";
import { Outlet } from "react-router";
import { StaffToaster } from "../../components/ui/toasters";
import { usePublicSettings } from "../public/api/settings";
import { SiteFooter } from "../public/layout/site-footer";
import { useSession } from "../session/session-context";
import { AuthGuard } from "./auth-guard";
import { ChangePasswordModal } from "./change-password-modal";
import { LogoutDialog } from "./logout-dialog";
import { ForcedLogoutModal, SessionEndedModal } from "./session-modals";
import { SessionWarningBanner } from "./session-warning-banner";
import { Sidebar } from "./sidebar";
import { TopBar } from "./top-bar";

function Shell() {
  const session = useSession();
  const settings = usePublicSettings();
  const [menuOpen, setMenuOpen] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  if (!session.user) return null;
  return (
    <div className="flex min-h-screen">
      <Sidebar permissions={session.permissions} open={menuOpen} onClose={() => setMenuOpen(false)} />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar
          user={session.user}
          onMenu={() => setMenuOpen(true)}
          onChangePassword={() => setChangingPassword(true)}
          onLogout={() => setLoggingOut(true)}
        />
        <SessionWarningBanner />
        <main className="flex-1 p-4 md:p-6">
          <Outlet />
        </main>
        <SiteFooter settings={settings} compact />
      </div>
      <ChangePasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} />
      <LogoutDialog open={loggingOut} onClose={() => setLoggingOut(false)} />
    </div>
  );
}

/** The protected back-office layout: guard, sidebar, top bar, warning banner, footer and session modals. */
export function AdminLayout() {
  return (
    <>
      <AuthGuard>
        <Shell />
      </AuthGuard>
      <SessionEndedModal />
      <ForcedLogoutModal />
      <StaffToaster />
    </>
  );
}
