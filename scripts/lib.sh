# Shared helpers for the scripts in this folder (sourced, not run).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# Kept outside the clone so fresh clones (and CI) reuse earlier builds.
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/shoplinks/target}"
BIN="$CARGO_TARGET_DIR/release/shoplinks"

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }

# Installs Debian packages that are missing (idempotent; runs apt only when needed).
ensure_apt() {
  local missing=()
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  if [ "${#missing[@]}" -gt 0 ]; then
    say "installing system packages: ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
}

# Waits until a URL answers 200, up to N seconds.
wait_for() {
  local url="$1" secs="${2:-60}"
  for _ in $(seq 1 $((secs * 5))); do
    curl -fsS -o /dev/null "$url" 2>/dev/null && return 0
    sleep 0.2
  done
  echo "timed out waiting for $url" >&2
  return 1
}

# A free TCP port on loopback.
free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'
}

# Starts scripts/s3-test-server in the background on a free port, keeping its objects under DIR;
# sets S3_PORT and S3_PID and waits until it answers.
start_s3_test_server() {
  local dir="$1"
  S3_PORT="$(free_port)"
  "$ROOT/scripts/s3-test-server" "$dir" "$S3_PORT" "${2:-shoplinks-test}" &
  S3_PID=$!
  for _ in $(seq 1 150); do
    curl -s -o /dev/null "http://127.0.0.1:$S3_PORT/" && return 0
    sleep 0.2
  done
  echo "the S3-compatible test server did not start" >&2
  return 1
}
