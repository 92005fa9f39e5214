// A small JSON client for the API under test, signed in as the demo Super Admin with a cashier shift open.
export const DEMO_LOGIN = { username: "superadmin", password: "Demo#2026", force: true };

export async function staffClient(baseUrl) {
  let token = "";
  const call = async (method, path, body) => {
    const response = await fetch(new URL(`/api${path}`, baseUrl), {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.json();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.message}`);
    return json;
  };
  token = (await call("POST", "/login", DEMO_LOGIN)).token;
  // Cash sales need the seller's open cashier shift (decision 026).
  const shift = (await call("GET", "/cashier-shifts/current")).data;
  if (!shift) await call("POST", "/cashier-shifts", { loket: "Loket Bench", modal_awal: 0 });
  return { call, token, headers: { authorization: `Bearer ${token}` } };
}
