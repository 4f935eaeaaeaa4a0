#!/usr/bin/env bash
# Runs one libFuzzer harness of the RBG_FUZZ build for a while, single process:
#   run_fuzzer.sh FUZZER SECONDS WORKDIR [CORPUS_DIR_OR_FILE...]
# The corpus it grows and any crash input go to WORKDIR (never into the source tree); the kept
# regressions and the seeds given are read only.  Exit 0 when the run ended
# without a crash; otherwise the crash input is WORKDIR/crash-* (or timeout-*, oom-*), to be
# kept in tests/fuzz/regressions/TARGET/ once the product is fixed.
# Extra libFuzzer options go in RBG_FUZZ_OPTIONS (e.g. "-only_ascii=1").
set -euo pipefail
fuzzer=$1
seconds=$2
work=$3
shift 3
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$work/corpus"

# The product's own limits must end every input within seconds and a bounded memory: a longer
# run or a larger memory is a bug found, not a harness limit to raise.
options=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
         -artifact_prefix="$work/" -close_fd_mask=3)
# Most mutations of a game no longer load; the split and emitter targets spend their time on
# the inputs that reach their own code.
case $(basename "$fuzzer") in
    fuzz_moves) options+=(-max_len=1024) ;;
    fuzz_split) options+=(-max_len=16384 -dict="$here/rbg.dict" -focus_function=rbgc_split_game) ;;
    fuzz_emit) options+=(-max_len=16384 -dict="$here/rbg.dict" -focus_function=rbgc_emit_c) ;;
    *) options+=(-max_len=16384 -dict="$here/rbg.dict") ;;
esac

# libFuzzer reads seeds from directories: single files go to a directory of the run's own.
corpora=()
rm -rf "$work/seeds"
mkdir -p "$work/seeds"
for path in "$@"; do
    if [ -d "$path" ]; then
        corpora+=("$path")
    elif [ -f "$path" ]; then
        cp "$path" "$work/seeds/"
    fi
done
corpora+=("$work/seeds")
# shellcheck disable=SC2086 # RBG_FUZZ_OPTIONS is a list of options
exec "$fuzzer" "${options[@]}" ${RBG_FUZZ_OPTIONS:-} "$work/corpus" "${corpora[@]}"
