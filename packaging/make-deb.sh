#!/bin/sh
# make-deb.sh VERSION SCRATCH MAKE: stages `make install PREFIX=/usr` and packs it with
# dpkg-deb (no debhelper): the man page gzipped, copyright and changelog in the doc folder,
# Depends computed by dpkg-shlibdeps where dpkg-dev has it, else stated.
set -eu
version=$1
scratch=$2
make=$3
arch=$(dpkg --print-architecture)
stage=$scratch/deb
root=$stage/explore_${version}_$arch
rm -rf "$stage"
mkdir -p "$root/DEBIAN"
# Debian's zsh reads packages' completions from vendor-completions, not site-functions.
$make --no-print-directory install DESTDIR="$root" PREFIX=/usr ZSHCOMPDIR=/usr/share/zsh/vendor-completions SCRATCH="$scratch" >/dev/null
gzip -9n "$root/usr/share/man/man1/explore.1"

doc=$root/usr/share/doc/explore
mkdir -p "$doc"
cp packaging/copyright "$doc/copyright"
date=$(git log -1 --format=%aD 2>/dev/null || date -R)
{
  printf 'explore (%s) unstable; urgency=medium\n\n' "$version"
  printf '  * Release %s: see the README for what it does.\n\n' "$version"
  printf ' -- Explore maintainers <maintainers@explore.invalid>  %s\n' "$date"
} > "$doc/changelog"
gzip -9n "$doc/changelog"

dlopened="libcurl4, libjpeg62-turbo, libpng16-16"
depends="libc6, libcurl4, libjpeg62-turbo, libncursesw6, libpng16-16, libstdc++6, libgcc-s1"
if command -v dpkg-shlibdeps >/dev/null 2>&1; then
  work=$stage/shlibdeps
  mkdir -p "$work/debian"
  printf 'Source: explore\n\nPackage: explore\nArchitecture: any\n' > "$work/debian/control"
  binary=$(cd "$root/usr/bin" && pwd)/explore
  computed=$(cd "$work" && dpkg-shlibdeps -O "$binary" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
  # libcurl, libpng and libjpeg are opened with dlopen on first use: dpkg-shlibdeps cannot
  # see them in the binary, so they are named here.
  [ -n "$computed" ] && depends="$computed, $dlopened"
fi
size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
cat > "$root/DEBIAN/control" <<CONTROL
Package: explore
Version: $version
Architecture: $arch
Maintainer: Explore maintainers <maintainers@explore.invalid>
Installed-Size: $size
Depends: $depends
Section: utils
Priority: optional
Description: terminal explorer for public APIs
 explore browses the Pokedex of PokeAPI, the recipes of TheMealDB and places
 nearby from Geoapify in a terminal interface (ncurses), and answers
 one-shot show, list and search commands for scripts, as text, JSON or TSV.
 Built-in demo data lets it run without a network.
CONTROL
(cd "$root" && find usr -type f | LC_ALL=C sort | xargs md5sum > DEBIAN/md5sums)
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
dpkg-deb --build --root-owner-group "$root" "$scratch/explore_${version}_$arch.deb" >/dev/null
echo "$scratch/explore_${version}_$arch.deb"
