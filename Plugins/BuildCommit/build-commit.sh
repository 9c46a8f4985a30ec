#!/bin/sh
# build-commit.sh PACKAGE_DIR OUTPUT_DIR: writes OUTPUT_DIR/BuildCommit.swift naming the git
# commit of PACKAGE_DIR ("" when it is not a git checkout or git is missing), rewritten only
# when it changes.
set -u
dir=$1
out=$2/BuildCommit.swift
hash=""
if command -v git >/dev/null 2>&1; then
  hash=$(git -C "$dir" rev-parse --short=12 HEAD 2>/dev/null || true)
  if [ -n "$hash" ] && ! git -C "$dir" diff --quiet HEAD -- 2>/dev/null; then hash="$hash-dirty"; fi
fi
case $hash in *[!0-9a-z-]*) hash="" ;; esac
mkdir -p "$2"
text="// Generated at build time (Plugins/BuildCommit); not edited by hand.
enum BuildCommit {
    /// The git commit this binary was built from, or \"\" when unknown.
    static let hash = \"$hash\"
}"
if [ ! -f "$out" ] || [ "$(cat "$out")" != "$text" ]; then
  printf '%s\n' "$text" > "$out"
fi
