#!/usr/bin/env bash
# Running out of memory ends a command with one line saying so and exit status 1, as everywhere
# in rbg, not with an abort and a core dump; nothing is written.  `rbg match` keeps a byte per
# game of the match: under a 100 MB address space, --games 100000000 cannot have it.  (Address
# space limits do not mix with the sanitizers, which reserve terabytes: skipped there.)
source "$(dirname "$0")/lib.sh"

if [ -z "${RBG_TEST_SANITIZED:-}" ]; then
    run bash -c 'ulimit -v 100000; exec "$0" match "$1" random random --games 100000000 --out "$2" --quiet --backend interp' \
        "$RBG" "$TTT" "$WORK/match.jsonl"
    check_no_crash && check_equal "match out of memory: exit status" 1 "$rc" &&
        check_equal "match out of memory: the message" "rbg: out of memory (100000000 blocks of 1 bytes wanted)" "$err" &&
        check_equal "match out of memory: no file" no "$([ -e "$WORK/match.jsonl" ] && echo yes || echo no)"
fi

finish
