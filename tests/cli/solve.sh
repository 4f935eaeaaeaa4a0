#!/usr/bin/env bash
# rbg solve: the value of a position for the player to move by PNS, MCPNS, PPNS and df-pn; text and
# JSON outputs, limits, reproducibility, errors.  In ticTacToe cross's move on cell c is
# `c 2 c 3`, nought's `c 11 c 12` (cells row by row from the top left).
source "$(dirname "$0")/lib.sh"
I=(--backend interp)
C4=$GAMES/connect4.rbg

# cross on 1 and 2, nought on 4 and 5: cross wins at once on 3 (its only winning move)
WIN_IN_ONE='1 2 1 3;4 11 4 12;2 2 2 3;5 11 5 12'
# cross on 1, 5, 4 against nought on 2 and 9: two threats (7 and 6), nought to move loses
LOST='1 2 1 3;2 11 2 12;5 2 5 3;9 11 9 12;4 2 4 3'

# field NAME JSON: the value of key NAME in a one-line JSON object (numbers, strings, booleans)
field() { sed -n "s/.*\"$1\": \"\{0,1\}\([^\",}]*\)\"\{0,1\}[,}].*/\1/p" <<<"$2"; }

for algo in pns mcpns ppns; do
    # the start of tic-tac-toe is a draw: neither player can force a win
    expect_ok "$RBG" solve "$TTT" "${I[@]}" --algo "$algo" &&
        check_match "$algo: start" "^game ticTacToe, backend interp, algorithm $algo, cross to move"$'\nresult +draw\nnodes +[0-9]+\niterations +[0-9]+\nseconds +[0-9.]+$' "$out"
    expect_ok "$RBG" solve "$TTT" "${I[@]}" --algo "$algo" --after "$WIN_IN_ONE" --json
    check_equal "$algo: win in one" "win cross c3 true 1" \
        "$(field result "$out") $(field player "$out") $(field move "$out") $(field exact "$out") $(field iterations "$out")"
    expect_ok "$RBG" solve "$TTT" "${I[@]}" --algo "$algo" --after "$LOST" --json
    check_equal "$algo: lost" "loss nought 2 $algo" \
        "$(field result "$out") $(field player "$out") $(field searches "$out") $(field algorithm "$out")"
done

# --win-only asks only whether the player to move can win: one search
expect_ok "$RBG" solve "$TTT" "${I[@]}" --after "$LOST" --win-only --json
check_equal "win only, lost" "not-win true true 1" "$(field result "$out") $(field not_win "$out") $(field exact "$out") $(field searches "$out")"
expect_ok "$RBG" solve "$TTT" "${I[@]}" --win-only &&
    check_match "win only, text" $'\nresult +not-win \\(not a win for cross: a draw or a loss\\)\n' "$out"
# the first search disproves a win, the second (draw or loss?) hits the node limit: not-win
expect_ok "$RBG" solve "$TTT" "${I[@]}" --after b2 --nodes 1400 --json
check_equal "second search stopped" "not-win true 2 nodes true" \
    "$(field result "$out") $(field not_win "$out") $(field searches "$out") $(field stopped_by "$out") $(field exact "$out")"
expect_ok "$RBG" solve "$TTT" "${I[@]}" --after b2 --nodes 1400 &&
    check_match "second search stopped, text" $'\nresult +not-win \\(not a win for nought: a draw or a loss\\) \\(stopped by the nodes limit\\)\n' "$out"
expect_ok "$RBG" solve "$TTT" "${I[@]}" --after "$WIN_IN_ONE" --win-only --json
check_equal "win only, won" "win 1" "$(field result "$out") $(field searches "$out")"

# the JSON object: the keys of docs/commands.md, in that order first
expect_ok "$RBG" solve "$TTT" "${I[@]}" --json --seed 3
check_match "json keys" '^\{"result": "draw", "player": "cross", "nodes": [0-9]+, "iterations": [0-9]+, "seconds": [0-9.]+, "algorithm": "pns", "game": "ticTacToe", "seed": 3, "searches": 2, "playouts": 0, "exact": true, "not_win": true\}$' "$out"

# the text form names the winning move
expect_ok "$RBG" solve "$TTT" "${I[@]}" --after "$WIN_IN_ONE" &&
    check_match "text move" $'\nresult +win\nmove +c3\n' "$out"

# limits: too few nodes or too little time give unknown, with the reason
expect_ok "$RBG" solve "$C4" "${I[@]}" --nodes 20 --json
check_equal "node limit" "unknown nodes" "$(field result "$out") $(field stopped_by "$out")"
expect_ok "$RBG" solve "$C4" "${I[@]}" --nodes 20 &&
    check_match "node limit, text" $'\nresult +unknown \\(stopped by the nodes limit\\)\n' "$out"
expect_ok "$RBG" solve "$C4" "${I[@]}" --algo ppns --seconds 0.2 --json
check_equal "time limit" "unknown time" "$(field result "$out") $(field stopped_by "$out")"

# the same seed gives the same search (the time aside)
strip() { sed 's/"seconds": [0-9.]*, //' <<<"$1"; }
expect_ok "$RBG" solve "$C4" "${I[@]}" --algo mcpns --nodes 3000 --seed 5 --leaf-playouts 10 --json
first=$(strip "$out")
expect_ok "$RBG" solve "$C4" "${I[@]}" --algo mcpns --nodes 3000 --seed 5 --leaf-playouts 10 --json
check_equal "same seed, same search" "$first" "$(strip "$out")"
check_equal "playouts per leaf" "0" "$(( $(field playouts "$out") % 10 ))"

# PPNS with the paper's best setting, and MCPNS in the orientation of the paper's code
expect_ok "$RBG" solve "$TTT" "${I[@]}" --algo ppns --theta 0.001 --precision 0.001 --after "$LOST" --json &&
    check_equal "ppns with a precision rate" "loss" "$(field result "$out")"
expect_ok "$RBG" solve "$TTT" "${I[@]}" --algo mcpns --mcpns-compat --after "$LOST" --json &&
    check_equal "mcpns compat" "loss" "$(field result "$out")"

# df-pn: the same values, with its table's figures and the main line of the proof
D=(--backend interp --algo dfpn)
expect_ok "$RBG" solve "$TTT" "${D[@]}" &&
    check_match "dfpn: start" "^game ticTacToe, backend interp, algorithm dfpn, cross to move"$'\nresult +draw\nline +([a-c][1-3]; ){8}[a-c][1-3]\nnodes +[0-9]+\nvisits +[0-9]+\ntt hits +[0-9]+ of [0-9]+ lookups\nmemory +64.0 MB\nseconds +[0-9.]+$' "$out"
expect_ok "$RBG" solve "$TTT" "${D[@]}" --after "$WIN_IN_ONE" --json
check_equal "dfpn: win in one" "win c3 true c3" \
    "$(field result "$out") $(field move "$out") $(field exact "$out") $(field line "$out")"
expect_ok "$RBG" solve "$TTT" "${D[@]}" --after "$LOST" --json --memory 1
check_equal "dfpn: lost, 1 MB" "loss 2" "$(field result "$out") $(field searches "$out")"
bytes=$(field memory_bytes "$out")
check_equal "dfpn: 1 MB of tables, nearly all used" "yes" \
    "$([ "$bytes" -le 1048576 ] && [ "$bytes" -gt 1000000 ] && echo yes || echo "no: $bytes")"
expect_ok "$RBG" solve "$C4" "${D[@]}" --nodes 5 --json
check_equal "dfpn: node limit" "unknown nodes" "$(field result "$out") $(field stopped_by "$out")"
# a game whose states repeat: df-pn refuses to guess
printf '#players = first(100), second(100)\n#pieces = stones\n#variables = pile(20)\n#board = heap[stones]{again: heap}\n#step(me; opp) = ->me again ( [$ pile = pile - 1] + [$ pile = pile + 1] ) ->> ( {$ pile == 0} [$ me = 100, opp = 0] ->> {} + {$ pile > 0} )\n#rules = [$ pile = 3] ( step(first; second) step(second; first) )*\n' >"$WORK/cycle.rbg"
expect_ok "$RBG" solve "$WORK/cycle.rbg" "${D[@]}" &&
    check_match "dfpn: cycle" $'\nresult +unknown \\(a state repeats: dfpn solves games without cycles\\)\n' "$out"
expect_error "rbg: solve: --memory sizes the tables of --algo dfpn or --tt; pns has none without --tt" "$RBG" solve "$TTT" "${I[@]}" --memory 8
expect_error "rbg: solve: --tt is for pns, mcpns and ppns; dfpn always has its table" "$RBG" solve "$TTT" "${D[@]}" --tt
expect_error "rbg: solve: --score and --win-only ask different questions; give one" "$RBG" solve "$TTT" "${I[@]}" --score --win-only
expect_error "rbg: --progress needs a positive number of seconds, not 'x'" "$RBG" solve "$TTT" "${I[@]}" --progress x

# --tt: PNS with a table of solved positions, the same value in fewer nodes
expect_ok "$RBG" solve "$TTT" "${I[@]}" --json
plain_nodes=$(field nodes "$out")
expect_ok "$RBG" solve "$TTT" "${I[@]}" --json --tt --memory 4
check_equal "pns --tt: the value" "draw" "$(field result "$out")"
check_equal "pns --tt: fewer nodes, table hits" "yes" \
    "$([ "$(field nodes "$out")" -lt "$plain_nodes" ] && [ "$(field tt_hits "$out")" -gt 0 ] && echo yes || echo "no: $out")"
# --score: the score the player to move can secure (tic-tac-toe: 50, a draw)
expect_ok "$RBG" solve "$TTT" "${D[@]}" --score &&
    check_match "dfpn --score" $'\nscore +50 \\(the score cross can secure\\)\nmove +[0-9]+ [0-9]+ [0-9]+ [0-9]+\nsearches +[0-9]+\n' "$out"
expect_ok "$RBG" solve "$TTT" "${I[@]}" --after "$LOST" --score --json --tt
check_equal "pns --score, lost" "0 0 true" \
    "$(field score_low "$out") $(field score_high "$out") $(field exact "$out")"
expect_ok "$RBG" solve "$C4" "${I[@]}" --score --nodes 500 --json
check_equal "--score on a limit: an interval" "0 100 nodes" \
    "$(field score_low "$out") $(field score_high "$out") $(field stopped_by "$out")"
# --progress: lines on stderr while it searches
run "$RBG" solve "$C4" "${D[@]}" --nodes 30000 --progress 0.01
check_no_crash && check_equal "--progress: exit status" 0 "$rc" &&
    check_match "--progress" "^solve: [0-9.]+ s, [0-9]+ nodes, [0-9]+ iterations, [0-9]+ nodes/s$" \
        "$(printf '%s\n' "$err" | head -n 1)"
for bad in 0 x 1048577 -1; do
    expect_error "rbg: solve: --memory needs megabytes from 1 to 1048576, not '$bad'" "$RBG" solve "$TTT" "${D[@]}" --memory "$bad"
done

# errors: one line, exit status 1
expect_error "rbg: solve: --algo must be pns, mcpns, ppns or dfpn, not 'dfs'" "$RBG" solve "$TTT" "${I[@]}" --algo dfs
for bad in 0 -3 x 1.5 99999999999; do
    expect_error "rbg: solve: --nodes needs an integer from 1 to *, not '$bad'" "$RBG" solve "$TTT" "${I[@]}" --nodes "$bad"
done
for bad in 0 0.5 -0.1 x ''; do
    expect_error "rbg: solve: --theta needs a number above 0 and below 0.5, not '$bad'" "$RBG" solve "$TTT" "${I[@]}" --theta "$bad"
done
for bad in -0.1 0.5 nan x; do
    expect_error "rbg: solve: --precision needs a number from 0 to below 0.5, not '$bad'" "$RBG" solve "$TTT" "${I[@]}" --precision "$bad"
done
expect_error "rbg: solve: --leaf-playouts needs an integer from 1 to 1000000, not '0'" "$RBG" solve "$TTT" "${I[@]}" --leaf-playouts 0
expect_error "rbg: --seconds needs a positive number, not '0'" "$RBG" solve "$TTT" "${I[@]}" --seconds 0
expect_error "rbg: option --algo needs a value" "$RBG" solve "$TTT" "${I[@]}" --algo
expect_error "rbg: solve: unexpected argument '3'" "$RBG" solve "$TTT" 3 "${I[@]}"
expect_error "rbg: solve: no game file given" "$RBG" solve
expect_error "rbg: solve: the game is over in this position, there is nothing to solve" \
    "$RBG" solve "$TTT" "${I[@]}" --after "$WIN_IN_ONE;3 2 3 3"
expect_error "rbg: move 5: '5 11 5 12' is not a legal move here" "$RBG" solve "$TTT" "${I[@]}" --after "$WIN_IN_ONE;5 11 5 12"
printf '#players = a(1), b(1), c(1)\n#pieces = e\n#variables =\n#board = rectangle(up, down, left, right, [e, e])\n#rules = ->a [e] ->b [e] ->c [e]\n' >"$WORK/three.rbg"
expect_error "rbg: solve: only two-player games can be solved (three has 3 players)" \
    "$RBG" solve "$WORK/three.rbg" "${I[@]}"
expect_error "rbg: cannot read the game 'missing.rbg': No such file or directory" "$RBG" solve missing.rbg

finish
