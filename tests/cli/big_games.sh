# Games that stress the program building and the search: a loop of two-shift steps that once
# recursed for ever, huge boards (the shift tables used to cost the square of the board), deep
# pattern nesting and a wide choice (the automaton building was cubic and quadratic), and a
# failed allocation while loading.  Every count below is worked out by hand in the comments.
source "$(dirname "$0")/lib.sh"

leaves() { printf '%s\n' "$1" | sed 's/.*"leaves": \([0-9]*\),.*/\1/' | tr '\n' ' ' | sed 's/ $//'; }
# Perft of GAME to DEPTH on the backends given: the leaves EXPECTED, depth by depth.
check_leaves() {
    local label=$1 game=$2 depth=$3 expected=$4
    shift 4
    for backend in "$@"; do
        expect_ok "$RBG" perft "$game" "$depth" --json --quiet --backend "$backend" &&
            check_equal "$label ($backend)" "$expected" "$(leaves "$out")"
    done
}

# A placement game on a W x H rectangle: a turn puts a stone on any empty cell.
placement_game() {
    local w=$1 h=$2 row y
    row=$(printf 'e,%.0s' $(seq "$w"))
    echo '#players = black(1), white(1)'
    echo '#pieces = e, b, w'
    echo '#variables ='
    echo '#board = rectangle(up, down, left, right,'
    for y in $(seq "$h"); do echo "  [${row%,}]"; done
    echo ')'
    echo '#anyCell = (up* + down*)(left* + right*)'
    echo '#rules = (->black anyCell {e} [b] ->white anyCell {e} [w])*'
}

# Issue 29's five-line game, which both backends answered with a stack overflow: the shift
# tables walked the loop (up right + down left {e})* through its middle states unchecked, and
# the state after {e} had no check of its own.  From rx0y0 a move goes down to rx0y1 and
# lifts it ([e]); the loop goes on to rx1y0 (up right) and back (down left, through rx1y1);
# [w] follows on either, but no switch does, so there is no move at all.
cat >"$WORK/loop.rbg" <<'GAME'
#players = a(1)
#pieces = e, w
#variables =
#board = rectangle(up, down, left, right, [e, e] [e, e])
#rules = ->a down [e] (up right + down left {e})* [w]
GAME
check_leaves "the two-shift loop" "$WORK/loop.rbg" 2 "0 0" interp compiled
for command in moves bench play; do
    case $command in
        moves) run "$RBG" moves "$WORK/loop.rbg" --backend interp ;;
        bench) run "$RBG" bench "$WORK/loop.rbg" --playouts 10 --backend interp ;;
        play) run "$RBG" play "$WORK/loop.rbg" --agent random --backend interp ;;
    esac
    check_no_crash && if [ "$rc" -eq 0 ]; then pass; else fail "$command: expected exit status 0"; fi
done
# The same loop ending in a switch, played again and again: the first move goes down to
# rx0y1 and puts w there or on rx1y0 (2 moves); from rx1y0 the next goes down to rx1y1, where
# the loop cannot start (up leads to rx1y0, then right leaves the board; down leaves it), so
# w goes there (1 move); from rx0y1 and rx1y1, down leaves the board (no move).
sed 's/^#rules = .*/#rules = (->a down [e] (up right + down left {e})* [w])*/' "$WORK/loop.rbg" >"$WORK/loop2.rbg"
check_leaves "the two-shift loop, repeated" "$WORK/loop2.rbg" 3 "2 1 0" interp compiled

# Boards of 22,500 and 99,856 cells (the first aborted in a realloc; the tables of `anyCell`
# alone were 10^10 pairs on the second): one move per cell, then one per cell left.
placement_game 150 150 >"$WORK/place150.rbg"
check_leaves "150 x 150 placements" "$WORK/place150.rbg" 1 22500 interp compiled
placement_game 316 316 >"$WORK/place316.rbg"
check_leaves "316 x 316 placements" "$WORK/place316.rbg" 1 99856 interp
placement_game 70 70 >"$WORK/place70.rbg"
check_leaves "70 x 70 placements" "$WORK/place70.rbg" 2 "4900 24005100" interp compiled

# 5,000 nested patterns (25 KB) around one shift: each holds, so the only move is the switch.
{
    printf '#players = a(1)\n#pieces = e\n#variables =\n'
    printf '#board = rectangle(up, down, left, right, [e, e] [e, e])\n#rules = ->a '
    for _ in $(seq 5000); do printf '{? '; done
    printf 'down'
    for _ in $(seq 5000); do printf ' }'; done
    printf ' ->a\n'
} >"$WORK/nested.rbg"
check_leaves "5,000 nested patterns" "$WORK/nested.rbg" 1 1 interp

# A choice of 100,000 assignments: as many moves.
{
    printf '#players = a(1)\n#pieces = e\n#variables = v(100000)\n'
    printf '#board = rectangle(up, down, left, right, [e])\n#rules = ->a ([$ v = 0]'
    for i in $(seq 99999); do printf ' + [$ v = %d]' "$i"; done
    printf ') ->a\n'
} >"$WORK/choice.rbg"
check_leaves "a choice of 100,000" "$WORK/choice.rbg" 1 100000 interp

# Out of memory while loading: one line saying so and exit status 1, not an abort.  (Address
# space limits do not mix with the sanitizers, which reserve terabytes: skipped there.)
if [ -z "${RBG_TEST_SANITIZED:-}" ]; then
    run bash -c 'ulimit -v 40000; exec "$0" perft "$1" 1 --backend interp' "$RBG" "$WORK/place316.rbg"
    check_no_crash && check_equal "out of memory: exit status" 1 "$rc" &&
        check_match "out of memory: the message" "^rbgc?: out of memory" "$err"
fi

finish
