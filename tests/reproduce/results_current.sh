#!/usr/bin/env bash
# The committed results are those of the current report: for every table directory under
# docs/results (TABLE/SCALE, with its raw files), scripts/reproduce.sh --report over a copy of its
# raw files writes the committed CSV, page and plots byte for byte.  A difference means the
# report's code or a table's definition changed after the outputs were made: regenerate them with
# the command printed.  Skipped without gnuplot, which the plots need.
#   results_current.sh RBG SOURCE_DIR
set -u
rbg=$1 src=$2
command -v gnuplot >/dev/null || { echo "skipped: gnuplot is not installed"; exit 77; }
work=$(mktemp -d "${TMPDIR:-/tmp}/rbg-results.XXXXXX")
trap 'rm -rf "$work"' EXIT
checked=0 stale=0
for dir in "$src"/docs/results/*/*/; do
    dir=${dir%/}
    [ -d "$dir/raw" ] || continue
    scale=$(basename "$dir") table=$(basename "$(dirname "$dir")")
    copy=$work/$table/$scale
    mkdir -p "$copy" && cp -r "$dir/raw" "$copy/"
    if ! "$src/scripts/reproduce.sh" "$table" --scale "$scale" --rbg "$rbg" --out "$copy" \
            --report --quiet 2>"$work/stderr"; then
        echo "FAIL: the report of $table --scale $scale failed: $(tail -n 1 "$work/stderr")"
        stale=$((stale + 1))
        continue
    fi
    checked=$((checked + 1))
    if ! diff -r -q "$dir" "$copy" >"$work/diff"; then
        echo "FAIL: docs/results/$table/$scale is not what the current report writes:"
        sed 's/^/    /' "$work/diff"
        echo "    regenerate: scripts/reproduce.sh $table --scale $scale --out docs/results/$table/$scale --report"
        stale=$((stale + 1))
    fi
done
echo "$checked table directories regenerated, $stale stale or failed"
[ "$checked" -gt 0 ] && [ "$stale" -eq 0 ]
