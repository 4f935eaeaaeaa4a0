#!/usr/bin/env bash
# Golden diagnostics test: run_golden.sh RBGC CASE.rbg
#
# Runs `RBGC check CASE.rbg [FLAGS]` from the directory of CASE.rbg (so messages name the file
# as just CASE.rbg), appends a line `exit N` with the exit status to what it wrote on stderr, and
# compares the result with CASE.expected.  On a mismatch it prints a unified diff (expected
# first) and exits 1.  Extra command-line flags can be given on the first line of the case:
#
#     // rbgc-flags: --Werror
#
# Only bash and diff are needed.
set -u

if [ $# -ne 2 ]; then
    echo "usage: $0 RBGC CASE.rbg" >&2
    exit 2
fi

rbgc=$1
case_file=$2

# Resolve a relative compiler path before changing directory.
case $rbgc in
    /*) ;;
    */*) rbgc=$PWD/$rbgc ;;
esac

case $case_file in
    */*) dir=${case_file%/*} ;;
    *) dir=. ;;
esac
name=${case_file##*/}
base=${name%.rbg}

cd "$dir" || { echo "run_golden: cannot enter $dir" >&2; exit 2; }
if [ ! -f "$name" ]; then
    echo "run_golden: no such case: $case_file" >&2
    exit 2
fi
if [ ! -f "$base.expected" ]; then
    echo "run_golden: missing $dir/$base.expected" >&2
    exit 2
fi

flags=()
first_line=
IFS= read -r first_line < "$name" || true
if [[ $first_line =~ ^//[[:space:]]*rbgc-flags:(.*)$ ]]; then
    read -r -a flags <<< "${BASH_REMATCH[1]}"
fi

# Process substitution keeps the output byte for byte (no temporary file, no other tool).
if ! diff -u --label "$base.expected" --label "$base (actual)" "$base.expected" \
        <("$rbgc" check "$name" ${flags[@]+"${flags[@]}"} 2>&1 >/dev/null; echo "exit $?"); then
    echo "run_golden: $base: the diagnostics differ from $base.expected" >&2
    exit 1
fi
exit 0
