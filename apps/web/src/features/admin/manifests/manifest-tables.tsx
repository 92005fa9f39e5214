import type { Manifest } from "./api/manifests";
import { loadName } from "./permit-particulars";

const cell = "px-3 py-2 text-left";

/** The people of a manifest: identity, sex, age group, nationality, class, vehicle, ticket, boarded. */
export function PeopleRows({ people }: { people: Manifest["passengers"] }) {
  return (
    <table className="w-full text-sm">
      <thead className="bg-slate-50 dark:bg-slate-800">
        <tr>
          <th className={cell}>No</th>
          <th className={cell}>Nama</th>
          <th className={cell}>Identitas</th>
          <th className={cell}>L/P</th>
          <th className={cell}>Kelompok</th>
          <th className={cell}>Kewarganegaraan</th>
          <th className={cell}>Kelas</th>
          <th className={cell}>Kendaraan</th>
          <th className={cell}>Tiket</th>
          <th className={cell}>Naik</th>
        </tr>
      </thead>
      <tbody>
        {people.map((person, index) => (
          <tr key={person.id} className="border-t border-slate-200 dark:border-slate-700">
            <td className={cell}>{index + 1}</td>
            <td className={cell}>{person.nama_lengkap}</td>
            <td className={cell}>
              {[person.jenis_identitas, person.nomor_identitas].filter(Boolean).join(" ") || "-"}
            </td>
            <td className={cell}>{person.jenis_kelamin ?? "-"}</td>
            <td className={cell}>{person.kelompok_umur}</td>
            <td className={cell}>{person.kewarganegaraan}</td>
            <td className={cell}>{person.kelas}</td>
            <td className={cell}>{person.nomor_kendaraan ?? "-"}</td>
            <td className={cell}>{person.kode_tiket}</td>
            <td className={cell}>{person.naik ? "Ya" : "Belum"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The vehicles of a manifest: plate, owner, golongan, load state, declared weight, riders, boarded. */
export function VehicleRows({ vehicles }: { vehicles: Manifest["vehicles"] }) {
  return (
    <table className="w-full text-sm">
      <thead className="bg-slate-50 dark:bg-slate-800">
        <tr>
          <th className={cell}>No</th>
          <th className={cell}>Nomor Kendaraan</th>
          <th className={cell}>Pemilik</th>
          <th className={cell}>Golongan</th>
          <th className={cell}>Keadaan</th>
          <th className={cell}>Berat (kg)</th>
          <th className={cell}>Penumpang di kendaraan</th>
          <th className={cell}>Naik</th>
        </tr>
      </thead>
      <tbody>
        {vehicles.map((vehicle, index) => (
          <tr key={vehicle.id} className="border-t border-slate-200 dark:border-slate-700">
            <td className={cell}>{index + 1}</td>
            <td className={cell}>{vehicle.nomor_kendaraan}</td>
            <td className={cell}>{vehicle.nama_pemilik}</td>
            <td className={cell}>{vehicle.golongan ?? vehicle.kelas}</td>
            <td className={cell}>{loadName(vehicle.tipe_tiket)}</td>
            <td className={cell}>{vehicle.berat_kg?.toLocaleString("id-ID") ?? "-"}</td>
            <td className={cell}>{vehicle.riders.map((rider) => rider.nama_lengkap).join(", ") || "-"}</td>
            <td className={cell}>{vehicle.naik ? "Ya" : "Belum"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
