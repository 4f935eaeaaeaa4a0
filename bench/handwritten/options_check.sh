#!/bin/bash
# options_check.sh PROGRAM: a hand-written reasoner refuses bad options with a one-line reason
# and exit status 2, and runs the good ones.
set -u
program=$1 failures=0
refused() {
    local expected=$1
    shift
    local err status
    err=$("$program" "$@" 2>&1 >/dev/null)
    status=$?
    if [ "$status" -eq 2 ] && printf '%s\n' "$err" | head -n 1 | grep -qF -- "$expected"; then
        echo "PASS: refused $*"
    else
        echo "FAIL: $* gave status $status and: $err"; failures=$((failures + 1))
    fi
}
refused "unknown argument --bogus" --bogus
refused "--playouts wants a whole number of at least 1, not 0" --playouts 0
refused "--playouts wants a whole number of at least 1, not 12x" --playouts 12x
refused "--seed wants a whole number, not nothing" --seed
refused "give either --playouts or --seconds, not both" --playouts 3 --seconds 1
refused "--perft takes no --playouts, --seconds or --seed" --perft 2 --seed 3
refused "--perft wants a depth from 1 to 20, not 0" --perft 0
out=$("$program" --playouts 10 --seed 4)
if printf '%s\n' "$out" | grep -qE '^playouts +10$'; then echo "PASS: 10 playouts"; else
    echo "FAIL: --playouts 10 --seed 4 printed: $out"; failures=$((failures + 1)); fi
[ "$failures" -eq 0 ]
