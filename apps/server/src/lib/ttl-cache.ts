/**
 * Remembers answers for a few seconds. For reference data shown with live figures (ship and route names
 * next to remaining quota): a change shows within `ttlMs`, the figures themselves are never cached.
 */
export function ttlCache<K, V>(ttlMs: number, load: (key: K) => Promise<V>) {
  const entries = new Map<K, { value: Promise<V>; until: number }>();
  return (key: K): Promise<V> => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const value = load(key);
    value.catch(() => entries.delete(key));
    entries.set(key, { value, until: now + ttlMs });
    if (entries.size > 1000) entries.clear();
    return value;
  };
}
