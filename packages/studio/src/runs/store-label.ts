// The store's spec as the page may show it: a database URL without its password.

export function storeLabel(spec: string): string {
  if (!/^(postgres(ql)?|rediss?):\/\//.test(spec)) return spec;
  try {
    const url = new URL(spec);
    if (url.password !== "") url.password = "***";
    return url.toString();
  } catch {
    return spec.replace(/:\/\/[^@/]*@/, "://***@");
  }
}
