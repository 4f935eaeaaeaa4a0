#!/usr/bin/env bash
# Every second encoding games-rbg/NAMEAlt.rbg plays the same game as games-rbg/NAME.rbg: along
# seeded random games of the first encoding, both list the same legal moves (as text) after
# every prefix, and the last position has the same scores.  Perft counts agree only on the
# first moves; this follows whole games, wins and draws included.  The second encoding runs on
# the compiled backend in one game and on the interpreter in the other.
#
# Each check starts a process that replays the prefix, so every move of the game is replayed on
# the second encoding (an illegal one fails `--after`), while the lists of legal moves are
# compared after at most CHECKS prefixes spread evenly over the game, the last one included
# (fewer under the sanitizers, which make each process several times slower).
source "$(dirname "$0")/lib.sh"

checks=16
[ -n "${RBG_TEST_SANITIZED:-}" ] && checks=6

twins=0
for alt in "$GAMES"/*Alt.rbg; do
    first=${alt%Alt.rbg}.rbg
    [ -r "$first" ] || continue
    twins=$((twins + 1))
    name=$(basename "$first" .rbg)
    for game in 1 2; do
        backend=compiled
        [ "$game" -eq 2 ] && backend=interp
        record=$WORK/$name-$game.moves
        run "$RBG" play "$first" random random --seed "$game" --record "$record" --quiet
        check_no_crash || continue
        check_equal "$name: a random game, seed $game" 0 "$rc" || continue
        mapfile -t moves <"$record"
        prefix= mismatch=
        stride=$(((${#moves[@]} + checks - 1) / checks))
        [ "$stride" -ge 1 ] || stride=1
        for ((i = 0; i <= ${#moves[@]}; i++)); do
            if ((i % stride != 0 && i != ${#moves[@]})); then
                prefix+="${prefix:+;}${moves[i]}"
                continue
            fi
            run "$RBG" moves "$first" --after "$prefix" --quiet
            expected=$(sort <<<"$out")
            run "$RBG" moves "$alt" --after "$prefix" --quiet --backend "$backend"
            check_no_crash || { mismatch=1; break; }
            if [ "$(sort <<<"$out")" != "$expected" ]; then
                fail "$name: the legal moves differ after ${i} moves of seed $game ($backend)"
                mismatch=1
                break
            fi
            [ "$i" -lt ${#moves[@]} ] && prefix+="${prefix:+;}${moves[i]}"
        done
        [ -n "$mismatch" ] && continue
        pass
        run "$RBG" show "$first" --after "$prefix" --quiet
        expected=$(tail -n 1 <<<"$out")
        run "$RBG" show "$alt" --after "$prefix" --quiet --backend "$backend"
        check_no_crash && check_equal "$name: scores after seed $game ($backend)" "$expected" \
                                      "$(tail -n 1 <<<"$out")"
    done
done
check_match "the second encodings were found" '^[1-9]' "$twins"

finish
