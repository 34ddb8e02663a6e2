// Finds Claude Code's dynamic context commands: `!`cmd`` after whitespace or at a line start, and
// ```! fenced blocks — never inside ordinary code fences.

/** A stretch of body text, or a command with the exact source text it replaces. */
export type BodySegment =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "command"; readonly source: string; readonly command: string };

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const INLINE = /(^|[ \t])!`([^`\n]+)`/g;

function inlineSegments(line: string): BodySegment[] {
  const segments: BodySegment[] = [];
  let last = 0;
  for (const match of line.matchAll(INLINE)) {
    const lead = match[1] ?? "";
    const start = match.index + lead.length;
    segments.push({ kind: "text", text: line.slice(last, start) });
    segments.push({ kind: "command", source: line.slice(start, match.index + match[0].length), command: match[2] ?? "" });
    last = match.index + match[0].length;
  }
  segments.push({ kind: "text", text: line.slice(last) });
  return segments;
}

function closes(line: string, fence: string): boolean {
  const match = FENCE.exec(line);
  const marker = match?.[1];
  return marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length && (match?.[2] ?? "").trim() === "";
}

/** Splits a skill body into text and commands, in order; joining every `text`/`source` gives the body back. */
export function findDynamicCommands(body: string): BodySegment[] {
  const lines = body.split("\n");
  const segments: BodySegment[] = [];
  const push = (segment: BodySegment): void => {
    const previous = segments[segments.length - 1];
    if (segment.kind === "text" && previous?.kind === "text")
      segments[segments.length - 1] = { kind: "text", text: previous.text + segment.text };
    else if (segment.kind === "command" || segment.text !== "") segments.push(segment);
  };
  for (let index = 0; index < lines.length; index += 1) {
    const newline = index < lines.length - 1 ? "\n" : "";
    const line = lines[index] ?? "";
    const fence = FENCE.exec(line);
    if (fence === null) {
      for (const segment of inlineSegments(line)) push(segment);
      push({ kind: "text", text: newline });
      continue;
    }
    const marker = fence[1] ?? "```";
    let end = index + 1;
    while (end < lines.length && !closes(lines[end] ?? "", marker)) end += 1;
    const block = lines.slice(index, Math.min(end + 1, lines.length));
    const trailing = end < lines.length - 1 ? "\n" : "";
    const source = block.join("\n");
    const dynamic = marker.startsWith("`") && (fence[2] ?? "").trim().startsWith("!");
    if (dynamic) push({ kind: "command", source, command: lines.slice(index + 1, end).join("\n") });
    else push({ kind: "text", text: source });
    push({ kind: "text", text: trailing });
    index = end;
  }
  return segments;
}
