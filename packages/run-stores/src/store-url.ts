// The parameters of ours a store URL may carry (`?pool_size=20&keep_lease_ms=0`): read, checked,
// and taken out before the URL reaches the driver, whose own parameters pass through.

export interface StoreUrlSettings {
  /** The URL without our parameters. */
  readonly url: string;
  /** `pool_size`: PostgreSQL connections at most. */
  readonly poolSize?: number | undefined;
  /** `keep_lease_ms`: how long a run's lease is kept after a call for this process's next one. */
  readonly keepLeaseMs?: number | undefined;
}

type Parameter = "pool_size" | "keep_lease_ms";

const bounds: Record<Parameter, { readonly min: number; readonly max: number }> = {
  pool_size: { min: 1, max: 1000 },
  keep_lease_ms: { min: 0, max: 60_000 },
};

/** Reads `parameters` out of `url`; any other of ours there is an error naming the ones it takes. */
export function storeUrlSettings(url: string, parameters: readonly Parameter[]): StoreUrlSettings {
  const parsed = new URL(url);
  const read = (name: Parameter): number | undefined => {
    const text = parsed.searchParams.get(name);
    if (text === null) return undefined;
    parsed.searchParams.delete(name);
    const { min, max } = bounds[name];
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < min || value > max)
      throw new TypeError(
        `${name} in the store URL must be a whole number from ${String(min)} to ${String(max)}, found "${text}"`,
      );
    return value;
  };
  const known: readonly Parameter[] = ["pool_size", "keep_lease_ms"];
  for (const name of known)
    if (!parameters.includes(name) && parsed.searchParams.has(name))
      throw new TypeError(
        `${name} does not apply to a ${parsed.protocol.replace(/:$/, "")} store URL; it takes ${parameters.join(", ")}`,
      );
  const poolSize = parameters.includes("pool_size") ? read("pool_size") : undefined;
  const keepLeaseMs = read("keep_lease_ms");
  return { url: parsed.searchParams.size === 0 ? parsed.href.replace(/\?$/, "") : parsed.href, poolSize, keepLeaseMs };
}
