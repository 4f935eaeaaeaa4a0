#!/usr/bin/env bash
# Orientation, checked on every game of games-rbg/ rather than by eye: on algebraic boards
# `rbg show` draws rank 1 at the bottom and file a on the left (a1 at the bottom left, as the
# first player sees it, display hints included), and in every game where each side starts on a
# home side of its own (chess, draughts, breakthrough, amazons, gess, ...) the first player's
# pieces are drawn below the second player's.  A piece belongs to a player when its name begins
# with the player's name (whiteStone) or with its initial and a capital (wPawn).
source "$(dirname "$0")/lib.sh"
I=(--backend interp)

cat >"$WORK/orientation.awk" <<'AWK'
# Reads `rbg show`'s drawing; FIRST, SECOND: the players' names.  Prints "ok ...", "skip
# REASON" or "bad REASON".
function owner(name,   lower) {
    lower = tolower(name)
    if (index(lower, tolower(FIRST)) == 1 || (substr(name, 1, 1) == substr(FIRST, 1, 1) && substr(name, 2, 1) ~ /[A-Z]/)) return 1
    if (index(lower, tolower(SECOND)) == 1 || (substr(name, 1, 1) == substr(SECOND, 1, 1) && substr(name, 2, 1) ~ /[A-Z]/)) return 2
    return 0
}
/^ +[0-9]+  / { rows++; label[rows] = $1; line[rows] = $0; next }
/^ +a( [a-z])*$/ && !files { files = $0; next }
/^legend: / {
    for (i = 2; i <= NF; i++) {
        eq = index($i, "="); sym = substr($i, 1, eq - 1); name = substr($i, eq + 1)
        o = owner(name)
        if (o > 0) { if (sym in who && who[sym] != o) who[sym] = -1; else who[sym] = o }
    }
}
END {
    if (!files || rows == 0) { print "skip not algebraic"; exit }
    if (label[rows] != 1) { print "bad the bottom row is rank " label[rows]; exit }
    for (r = 1; r <= rows; r++) {
        n = split(line[r], cell, " ")
        for (c = 2; c <= n; c++) if ((cell[c] in who) && who[cell[c]] > 0) { sum[who[cell[c]]] += r; count[who[cell[c]]]++ }
    }
    if (count[1] == 0 || count[2] == 0) { print "skip no home sides"; exit }
    m1 = sum[1] / count[1]; m2 = sum[2] / count[2]
    if (m1 == m2) { print "skip no home sides"; exit }
    print (m1 > m2 ? "ok" : "bad the first player's pieces are at the top") " " m1 " " m2
}
AWK

sided=0
for game in "$GAMES"/*.rbg; do
    name=$(basename "$game" .rbg)
    players=$(sed -n 's/^#players *= *//p' "$game" | sed 's/([^)]*)//g; s/ //g')
    first=${players%%,*}
    rest=${players#*,}
    second=${rest%%,*}
    expect_ok "$RBG" show "$game" "${I[@]}" --quiet || continue
    verdict=$(printf '%s\n' "$out" | awk -v FIRST="$first" -v SECOND="$second" -f "$WORK/orientation.awk")
    case $verdict in
    ok*) sided=$((sided + 1)); pass ;;
    skip*) pass ;;
    *) fail "$name: $verdict" ;;
    esac
done
# Chess, draughts, breakthrough and the others: a test that skipped them all would prove nothing.
check_equal "games with home sides checked" yes "$([ "$sided" -ge 20 ] && echo yes || echo "no: $sided")"
finish
