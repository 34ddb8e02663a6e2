// `scripts/run`: the one command an agent calls. It starts nothing but the Node that runs the step:
// no `dirname`, no subshell, no `node --version` (the version check is in `bin/<name>.cjs`). A
// POSIX `sh` script, not bash through `env`: that saves two program starts (about 3 ms a step).

export function nodeRunScript(name: string): string {
  return [
    "#!/bin/sh",
    "set -eu",
    'here="$0"',
    'case "$here" in */*) here="${here%/*}" ;; *) here=. ;; esac',
    'case "$here" in /*) ;; *) here="$PWD/$here" ;; esac',
    'case "$here" in */scripts) SKILL_DIR="${here%/scripts}" ;; *) SKILL_DIR="$here/.." ;; esac',
    "export SKILL_DIR",
    "if ! command -v node >/dev/null 2>&1; then",
    `  echo "error: ${name} needs Node.js >= 20, and no node is on PATH" >&2`,
    "  exit 1",
    "fi",
    `exec node "$SKILL_DIR/bin/${name}.cjs" "$@"`,
    "",
  ].join("\n");
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
