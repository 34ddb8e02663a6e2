// The store's spec as the page may show it: a database URL without its password (in the address or
// a query parameter that names one).

export function storeLabel(spec: string): string {
  if (!/^(postgres(ql)?|rediss?):\/\//.test(spec)) return spec;
  try {
    const url = new URL(spec);
    if (url.password !== "") url.password = "***";
    for (const key of [...url.searchParams.keys()]) if (/pass|secret|token/i.test(key)) url.searchParams.set(key, "***");
    return url.toString();
  } catch {
    return spec.replace(/:\/\/[^@/]*@/, "://***@");
  }
}
