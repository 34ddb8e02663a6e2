// Compiled programs cannot be reviewed by reading them, and archives hide their contents from this scan.
import type { FileFinding } from "../finding.js";
import type { RuleCheck, ScanInput } from "./rule.js";

function startsWith(bytes: Uint8Array, magic: readonly number[], at = 0): boolean {
  if (bytes.length < at + magic.length) return false;
  for (let index = 0; index < magic.length; index += 1) if (bytes[at + index] !== magic[index]) return false;
  return true;
}

const programs: readonly (readonly [string, readonly number[]])[] = [
  ["an ELF program", [0x7f, 0x45, 0x4c, 0x46]],
  ["a Mach-O program", [0xcf, 0xfa, 0xed, 0xfe]],
  ["a Mach-O program", [0xce, 0xfa, 0xed, 0xfe]],
  ["a Mach-O program", [0xfe, 0xed, 0xfa, 0xcf]],
  ["a Mach-O universal program or Java class", [0xca, 0xfe, 0xba, 0xbe]],
  ["a WebAssembly module", [0x00, 0x61, 0x73, 0x6d]],
];

/** `MZ` with a PE header where the DOS header points: a Windows program. */
function isWindowsProgram(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0x4d, 0x5a]) || bytes.length < 64) return false;
  const offset = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(60, true);
  return startsWith(bytes, [0x50, 0x45, 0, 0], offset);
}

/** The first bytes any program starts with (`MZ` included): most files start with none and are done at once. */
const programLeads = new Set([0x4d, ...programs.flatMap(([, magic]) => magic.slice(0, 1))]);

function programKind(bytes: Uint8Array): string | undefined {
  if (!programLeads.has(bytes[0] ?? -1)) return undefined;
  if (isWindowsProgram(bytes)) return "a Windows program";
  return programs.find(([, magic]) => startsWith(bytes, magic))?.[0];
}

/** Office and OpenDocument files are zip files too; they are documents, not archives to unpack. */
const documents = /\.(?:docx|xlsx|pptx|docm|xlsm|pptm|odt|ods|odp|epub|vsdx)$/i;
const archives: readonly (readonly [string, readonly number[]])[] = [
  ["zip", [0x50, 0x4b, 0x03, 0x04]],
  ["gzip", [0x1f, 0x8b]],
  ["bzip2", [0x42, 0x5a, 0x68]],
  ["xz", [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]],
  ["7-Zip", [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]],
  ["RAR", [0x52, 0x61, 0x72, 0x21]],
  ["zstd", [0x28, 0xb5, 0x2f, 0xfd]],
];

/** Likewise for archives (tar's mark is at byte 257). */
const archiveLeads = new Set(archives.flatMap(([, magic]) => magic.slice(0, 1)));

function archiveKind(path: string, bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, [0x75, 0x73, 0x74, 0x61, 0x72], 257)) return "tar";
  if (!archiveLeads.has(bytes[0] ?? -1)) return undefined;
  const kind = archives.find(([, magic]) => startsWith(bytes, magic))?.[0];
  return kind === "zip" && documents.test(path) ? undefined : kind;
}

export const executableBinary: RuleCheck = {
  rule: {
    id: "executable-binary",
    level: "error",
    reason: "a compiled program cannot be reviewed by reading it, yet an agent may run it",
  },
  check: ({ contents }: ScanInput) =>
    contents.files.flatMap((file): FileFinding[] => {
      const kind = programKind(file.bytes);
      return kind === undefined ? [] : [{ rule: "executable-binary", message: `is ${kind}`, path: file.path }];
    }),
};

export const archiveFile: RuleCheck = {
  rule: {
    id: "archive",
    level: "warning",
    reason: "an archive's contents are not scanned, and an agent may unpack and run them",
  },
  check: ({ contents }: ScanInput) =>
    contents.files.flatMap((file): FileFinding[] => {
      const kind = archiveKind(file.path, file.bytes);
      return kind === undefined ? [] : [{ rule: "archive", message: `is a ${kind} archive`, path: file.path }];
    }),
};
