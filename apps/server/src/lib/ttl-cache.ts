/** A cache of `ttlCache`: ask for a key's value (loaded once per `ttlMs`), or peek at a fresh, loaded one. */
export type TtlCache<K, V> = {
  (key: K): Promise<V>;
  /** The key's value when it is loaded and still fresh, without loading anything; else undefined. */
  fresh(key: K): V | undefined;
};

type Entry<V> = { value: Promise<V>; until: number; loaded?: { value: V } };

/**
 * Remembers answers for a few seconds. For reference data shown with live figures (ship and route names
 * next to remaining quota): a change shows within `ttlMs`, the figures themselves are never cached.
 */
export function ttlCache<K, V>(ttlMs: number, load: (key: K) => Promise<V>): TtlCache<K, V> {
  const entries = new Map<K, Entry<V>>();
  const get = (key: K): Promise<V> => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const entry: Entry<V> = { value: load(key), until: now + ttlMs };
    entry.value.then(
      (value) => {
        entry.loaded = { value };
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    entries.set(key, entry);
    if (entries.size > 1000) entries.clear();
    return entry.value;
  };
  const fresh = (key: K): V | undefined => {
    const hit = entries.get(key);
    return hit?.loaded && hit.until > Date.now() ? hit.loaded.value : undefined;
  };
  return Object.assign(get, { fresh });
}
