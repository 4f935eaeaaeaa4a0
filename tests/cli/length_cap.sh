#!/usr/bin/env bash
# bench and play on a game whose random playouts never end: without --max-length they stop at the
# default limit of 10000 moves, and say so on stderr (not with --quiet); a limit given stops them
# as asked, without the notice.
source "$(dirname "$0")/lib.sh"
I=(--backend interp)

cat >"$WORK/endless.rbg" <<'GAME'
#players = a(1), b(1)
#pieces = e
#variables =
#board = rectangle(up, down, left, right, [e])
#rules = (->a ->b)*
GAME
# rbgc's check already warns that this game can never end; the commands still run it.
warning="$WORK/endless.rbg: warning: the game can never end: from the start and after every switch, actions that are always legal (offs, '.', switches, ons of every piece, assignments of values in range) lead to a switch, so the player to move always has a move"
notice_bench="rbg: bench: 3 of 3 playouts were stopped after 10000 moves, the default limit; give --max-length N for another"
notice_play="rbg: play: the game was stopped after 10000 moves, the default limit; give --max-length N for another"

run "$RBG" bench "$WORK/endless.rbg" --playouts 3 "${I[@]}"
if check_no_crash; then
    check_equal "bench: exit status" 0 "$rc"
    check_equal "bench: the warning and the notice" "$warning"$'\n'"$notice_bench" "$err"
    check_match "bench: the table says so too" $'\n3 playouts stopped at the length limit of 10000 moves$' "$out"
    check_match "bench: the playouts' length" $'\nmean playout length \\(nodal\\) +10000\\.00\n' "$out"
fi
# With --quiet or a limit given, only the game's warning is left on stderr.
expect_warning() {
    run "$@"
    check_no_crash && check_equal "exit status of $*" 0 "$rc" && check_equal "stderr of $*" "$warning" "$err"
}
expect_warning "$RBG" bench "$WORK/endless.rbg" --playouts 3 "${I[@]}" --quiet --json &&
    check_match "bench --quiet: limited playouts" '"limited_playouts": 3,' "$out"
expect_warning "$RBG" bench "$WORK/endless.rbg" --playouts 3 "${I[@]}" --max-length 50 &&
    check_match "bench: a limit given" $'\n3 playouts stopped at the length limit of 50 moves$' "$out"
# A game that ends is not affected.
expect_ok "$RBG" bench "$TTT" --playouts 20 "${I[@]}" --json &&
    check_match "tic-tac-toe: no playout stopped" '"limited_playouts": 0,' "$out"

run "$RBG" play "$WORK/endless.rbg" random random "${I[@]}"
if check_no_crash; then
    check_equal "play: exit status" 0 "$rc"
    check_equal "play: the warning and the notice" "$warning"$'\n'"$notice_play" "$err"
    check_equal "play: the end" "Stopped at the length limit of 10000 moves.
scores: a 0 b 0" "$(tail -n 2 <<<"$out")"
    check_equal "play: the moves" 10000 "$(grep -c '^move ' <<<"$out")"
fi
expect_warning "$RBG" play "$WORK/endless.rbg" random random "${I[@]}" --quiet
expect_warning "$RBG" play "$WORK/endless.rbg" random random "${I[@]}" --max-length 7 &&
    check_equal "play: a limit given" "Stopped at the length limit of 7 moves." "$(tail -n 2 <<<"$out" | head -n 1)"

finish
