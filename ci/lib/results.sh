# Sourced by the measuring scripts (ci/bench*, ci/fuzz, ci/oracle-reach):
# each writes its table to bench/results/<name>.md, headed by when and where
# it was measured, so no table is ever copied by hand.
#
#   source ci/lib/results.sh
#   results_begin octal "$@"     # opens bench/results/octal.md.partial;
#                                # the arguments are named in the header
#   results_line "| 0.16 | ... |" # appends a line (and echoes it)
#   results_end                  # moves the file into place
#
# A run that is stopped part way leaves the previous results untouched.

results_begin() {
  results_name=$1
  results_dir=${BENCH_RESULTS_DIR:-bench/results}
  mkdir -p "$results_dir"
  results_file="$results_dir/$results_name.md"
  results_tmp="$results_file.partial"
  {
    echo "# $results_name"
    echo
    local args=""
    [ $# -lt 2 ] || args=$(printf ' %s' "${@:2}")
    echo "- written by: \`ci/$(basename "$0")$args\`"
    echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "- commit: $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet 2>/dev/null || echo ' (with uncommitted changes)')"
    echo "- machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(awk '/MemTotal/ {printf "%.0f GiB", $2 / 1048576}' /proc/meminfo)"
    echo "- load at start: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo
  } > "$results_tmp"
}

results_line() {
  echo "$*" | tee -a "$results_tmp"
}

results_end() {
  echo >> "$results_tmp"
  echo "- load at end: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$results_tmp"
  mv "$results_tmp" "$results_file"
  echo "results written to $results_file" >&2
}
