// Times as the pages show them: an ISO time and its age ("5 s", "3 min", "2 h", "4 d").
export function ageOf(iso: string, now: number): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return "unknown";
  const seconds = Math.max(0, Math.round((now - then) / 1000));
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h`;
  return `${Math.floor(seconds / 86_400)} d`;
}

/** `2026-11-29 14:05:09` (UTC) for an ISO time; the text itself when it does not parse. */
export function shortTime(iso: string): string {
  const then = Date.parse(iso);
  return Number.isNaN(then) ? iso : new Date(then).toISOString().slice(0, 19).replace("T", " ");
}
