#!/bin/bash -eu
# Builds every fuzz target for ClusterFuzzLite / OSS-Fuzz and copies it to
# $OUT with its seed corpus (fuzz/seeds/<target>/ as <target>_seed_corpus.zip)
# and, for the problem parsers, the token dictionary.
#
# Also runnable locally as a smoke test on stable Rust:
#   bash .clusterfuzzlite/build.sh        (SRC and OUT default to ./ and ./out)
# Outside the builder image no SANITIZER is set, so it builds with `-s none`.
SRC_DIR=${SRC:-$(cd "$(dirname "$0")/.." && pwd)}
[ -d "$SRC_DIR/grundy" ] && SRC_DIR=$SRC_DIR/grundy
OUT=${OUT:-$SRC_DIR/out}
mkdir -p "$OUT"
cd "$SRC_DIR/fuzz"

if [ -n "${SANITIZER:-}" ]; then
  cargo fuzz build -O
else
  cargo fuzz build -O -s none
fi

triple=$(rustc -vV | sed -n 's/^host: //p')
for target in $(cargo fuzz list); do
  cp "target/$triple/release/$target" "$OUT/"
  if [ -d "seeds/$target" ] && command -v zip >/dev/null; then
    (cd "seeds/$target" && zip -q -r "$OUT/${target}_seed_corpus.zip" .)
  fi
  case "$target" in
    problem_*) cp problems.dict "$OUT/$target.dict" ;;
  esac
done
echo "built $(cargo fuzz list | wc -l) fuzz targets into $OUT"
