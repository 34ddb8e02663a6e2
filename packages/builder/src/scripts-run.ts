// `scripts/run`: the one command an agent calls. No second Node start: the version check is in the
// bundle, and a step starts from the V8 snapshot the build made when the Node on PATH is the one that made it.

export function nodeRunScript(name: string): string {
  return `#!/usr/bin/env bash
set -euo pipefail
SKILL_DIR="$(cd "$(dirname "\${BASH_SOURCE[0]}")/.." && pwd)"
export SKILL_DIR
if ! command -v node >/dev/null 2>&1; then
  echo "error: ${name} needs Node.js >= 20, and no node is on PATH" >&2
  exit 1
fi
# A snapshot only loads in the Node build that made it, under the same V8 flags: NODE_OPTIONS
# may change them, so with NODE_OPTIONS set the bundle runs.
if [ "\${1:-}" != mcp ] && [ "\${SKILL_KIT_SNAPSHOT:-1}" != 0 ] && [ -z "\${NODE_OPTIONS:-}" ]; then
  case "\${OSTYPE:-}" in linux*) os=linux ;; darwin*) os=darwin ;; *) os=other ;; esac
  case "\${HOSTTYPE:-}" in x86_64|amd64) arch=x64 ;; aarch64|arm64) arch=arm64 ;; *) arch=other ;; esac
  snapshot="$SKILL_DIR/bin/${name}.node-$(node --version)-$os-$arch.blob"
  if [ -f "$snapshot" ]; then exec node --snapshot-blob "$snapshot" -- "$@"; fi
fi
exec node "$SKILL_DIR/bin/${name}.mjs" "$@"
`;
}

export function bunRunScript(name: string): string {
  return `#!/usr/bin/env bash
set -euo pipefail
SKILL_DIR="$(cd "$(dirname "\${BASH_SOURCE[0]}")/.." && pwd)"
export SKILL_DIR
case "$(uname -s)" in Darwin) os=darwin ;; Linux) os=linux ;; *) os=unknown ;; esac
case "$(uname -m)" in x86_64|amd64) arch=x64 ;; aarch64|arm64) arch=arm64 ;; *) arch=unknown ;; esac
binary="$SKILL_DIR/bin/${name}-$os-$arch"
if [ ! -x "$binary" ]; then
  echo "error: no ${name} binary for $os-$arch; built: $(ls "$SKILL_DIR/bin" | tr '\\n' ' ')" >&2
  exit 1
fi
exec "$binary" "$@"
`;
}

/** The bundle's entry: checks the Node version before anything else is loaded. */
export function versionGate(name: string, mainFile: string): string {
  return `const major = Number(process.versions.node.split(".")[0]);
if (major < 20) {
  process.stderr.write("error: ${name} needs Node.js >= 20; found " + process.version + "\\n");
  process.exit(1);
}
await import("./${mainFile}");
`;
}
