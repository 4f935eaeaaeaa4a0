#!/usr/bin/env bash
# Perft regression test: counts the leaves of the game tree of each game with the interpreter
# and compares them with tests/perft/expected.txt.
#
#   run_perft.sh RBG_BINARY EXPECTED_FILE GAME_DIR [MAX_SECONDS_SCALE] [GAME...]
#
# EXPECTED_FILE has lines "GAME DEPTH LEAVES [quick]" ('#' starts a comment). For each game
# (only the GAMEs named, when some are), `rbg perft GAME_DIR/GAME.rbg D --backend interp`
# runs once to the deepest depth D listed for it, and the leaves at every listed depth are
# compared. A GAME named on the command line with no line in EXPECTED_FILE is an error, so
# that a new game cannot go untested.
#
# MAX_SECONDS_SCALE (default 1) multiplies the time limit of one perft run (60 s); pass a
# larger factor for slow builds (the sanitizer build passes 10).
#
# Environment:
#   RBG_PERFT_QUICK=1        use only the lines marked "quick" (the sanitizer build sets it)
#   RBG_PERFT_MAX_DEPTH=N    use only the lines of depth N or less
set -uo pipefail

if [ $# -lt 3 ]; then
    echo "usage: $0 RBG_BINARY EXPECTED_FILE GAME_DIR [MAX_SECONDS_SCALE] [GAME...]" >&2
    exit 2
fi
rbg=$1
expected=$2
game_dir=$3
scale=${4:-1}
shift $(( $# < 4 ? $# : 4 ))
quick=${RBG_PERFT_QUICK:-0}
max_depth=${RBG_PERFT_MAX_DEPTH:-0}

[ -x "$rbg" ] || { echo "error: $rbg is not an executable" >&2; exit 2; }
[ -r "$expected" ] || { echo "error: cannot read $expected" >&2; exit 2; }
case $scale in ''|*[!0-9]*) echo "error: MAX_SECONDS_SCALE must be a whole number" >&2; exit 2 ;; esac
limit=$(( 60 * scale ))

# The selected lines, as "GAME DEPTH LEAVES"; malformed lines are errors.
selected=$(awk -v quick="$quick" -v maxd="$max_depth" -v file="$expected" '
    { sub(/#.*/, "") }
    NF == 0 { next }
    NF < 3 || NF > 4 || $2 !~ /^[0-9]+$/ || $3 !~ /^[0-9]+$/ || (NF == 4 && $4 != "quick") {
        printf "error: %s:%d: malformed line (want GAME DEPTH LEAVES [quick])\n", file, NR > "/dev/stderr"
        bad = 1; next
    }
    quick == "1" && $4 != "quick" { next }
    maxd + 0 > 0 && $2 + 0 > maxd + 0 { next }
    { print $1, $2, $3 }
    END { exit bad }' "$expected") || exit 2

if [ $# -gt 0 ]; then
    games=("$@")
else
    mapfile -t games < <(awk '!seen[$1]++ { print $1 }' <<<"$selected")
fi

timeout_cmd=()
command -v timeout >/dev/null 2>&1 && timeout_cmd=(timeout "$limit")

failures=0
for game in "${games[@]}"; do
    lines=$(awk -v g="$game" '$1 == g' <<<"$selected")
    if [ -z "$lines" ]; then
        if awk -v g="$game" '{ sub(/#.*/, "") } $1 == g { found = 1 } END { exit !found }' "$expected"; then
            echo "SKIP $game: no line selected (quick=$quick, max depth=$max_depth)"
            continue
        fi
        echo "FAIL $game: no expected perft counts in $expected" >&2
        failures=$((failures + 1))
        continue
    fi
    file=$game_dir/$game.rbg
    if [ ! -r "$file" ]; then
        echo "FAIL $game: no game file $file" >&2
        failures=$((failures + 1))
        continue
    fi
    depth=$(awk '$2 > d { d = $2 } END { print d }' <<<"$lines")
    start=$(date +%s.%N)
    errfile=$(mktemp)
    out=$("${timeout_cmd[@]}" "$rbg" perft "$file" "$depth" --backend interp --quiet --json 2>"$errfile")
    status=$?
    err=$(cat "$errfile"); rm -f "$errfile"
    seconds=$(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { printf "%.2f", e - s }')
    if [ $status -ne 0 ]; then
        [ $status -eq 124 ] && err="timed out after ${limit} s${err:+; $err}"
        echo "FAIL $game: rbg perft $file $depth exited with status $status: $err" >&2
        failures=$((failures + 1))
        continue
    fi
    # The JSON lines {"depth": D, "leaves": N, ...} as "D N".
    got=$(sed -n 's/.*"depth": *\([0-9][0-9]*\).*"leaves": *\([0-9][0-9]*\).*/\1 \2/p' <<<"$out")
    bad=$(awk -v g="$game" '
        NR == FNR { got[$1] = $2; next }
        {
            if (!($2 in got)) { printf "  %s depth %s: expected %s leaves, rbg printed no count\n", g, $2, $3; n++ }
            else if (got[$2] != $3) { printf "  %s depth %s: expected %s leaves, rbg counted %s (%+d)\n", g, $2, $3, got[$2], got[$2] - $3; n++ }
        }
        END { exit n > 0 }' <(echo "$got") <(echo "$lines"))
    if [ $? -ne 0 ]; then
        echo "FAIL $game: perft mismatch (rbg perft $file $depth --backend interp):" >&2
        echo "$bad" >&2
        failures=$((failures + 1))
    else
        echo "ok   $game: depths $(awk '{ printf "%s%s", sep, $2; sep = "," }' <<<"$lines") to $depth match (${seconds} s)"
    fi
done

if [ $failures -ne 0 ]; then
    echo "$failures game(s) failed" >&2
    exit 1
fi
exit 0
