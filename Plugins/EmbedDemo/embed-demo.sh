#!/bin/sh
# embed-demo.sh DEMO_FOLDER OUTPUT.swift: writes a Swift file holding every file of the
# folder (but its README), base64-encoded, by its path inside the folder.
set -eu
demo=$1
out=$2
entries=$(cd "$demo" && find . -type f ! -name '*.md' | LC_ALL=C sort | while IFS= read -r path; do
  name=$(printf '%s' "${path#./}" | sed 's/[\\"]/\\&/g')
  printf '        "%s": "%s",\n' "$name" "$(base64 -w0 < "$path")"
done)
{
  echo "// Generated at build time from this target's Demo folder (Plugins/EmbedDemo); not edited by hand."
  echo "enum EmbeddedDemo {"
  echo "    /// Every file of Demo/, base64-encoded, by its path inside Demo/."
  if [ -z "$entries" ]; then
    echo "    static let files: [String: String] = [:]"
  else
    echo "    static let files: [String: String] = ["
    printf '%s\n' "$entries"
    echo "    ]"
  fi
  echo "}"
} > "$out.tmp"
mv "$out.tmp" "$out"
