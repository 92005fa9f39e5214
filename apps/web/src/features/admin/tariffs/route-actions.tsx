import toast from "react-hot-toast";
import { Button } from "../../../components/ui/button";
import { downloadTemplate } from "./api/tariffs";

/** What only a route's grid offers: copy to another route, import from a file, download the template. */
export function RouteActions({
  route,
  canEdit,
  tanggal,
  onOpen,
}: {
  route: { id: number; kode_rute: string };
  canEdit: boolean;
  tanggal: string;
  onOpen: (dialog: "copy" | "import") => void;
}) {
  return (
    <>
      {canEdit ? (
        <>
          <Button variant="secondary" onClick={() => onOpen("copy")}>
            Salin ke rute lain
          </Button>
          <Button variant="secondary" onClick={() => onOpen("import")}>
            Impor dari file
          </Button>
        </>
      ) : null}
      <Button
        variant="secondary"
        onClick={() =>
          void downloadTemplate(String(route.id), tanggal, route.kode_rute).catch(() =>
            toast.error("Gagal mengunduh templat"),
          )
        }
      >
        Unduh templat
      </Button>
    </>
  );
}
