#!/usr/bin/env bash
# A searching agent must beat random play clearly on one game.
#
#   run_vs_random.sh RBG_BINARY GAME_FILE AGENT STATES GAMES
#
# Two-player games: `rbg match GAME AGENT random --games GAMES --states STATES` (sides swapped
# every game); AGENT's win rate must be at least 75%.
# Other player counts: GAMES games of `rbg play` with seeds 1..GAMES, AGENT in seat
# (game mod players) + 1 and random agents elsewhere (one-player games: AGENT alone, then
# random alone on the same seeds). AGENT must end with the highest score (ties count half) in at
# least 75% of the games; one-player: its mean score must exceed random's mean by a tenth of
# the score bound or more.
set -uo pipefail

if [ $# -ne 5 ]; then
    echo "usage: $0 RBG_BINARY GAME_FILE AGENT STATES GAMES" >&2
    exit 2
fi
rbg=$1
game_file=$2
agent=$3
states=$4
games=$5
game=$(basename "$game_file" .rbg)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

source "$(dirname "$0")/../perft/player_bounds.sh"
bounds=$(player_bounds "$game_file") # "NAME BOUND" per player, in the order of #players
players=$(grep -c . <<<"$bounds")

if [ "$players" -eq 2 ]; then
    out=$("$rbg" match "$game_file" "$agent" random --games "$games" --states "$states" \
          --out "$work/match.jsonl" --json --quiet 2>"$work/err")
    rate=$(grep -o '"win_rate": [0-9.]*' <<<"$out" | awk '{ print $2 }')
    if [ -z "$rate" ]; then
        echo "FAIL $game: rbg match printed no win rate:" >&2
        cat "$work/err" >&2
        exit 1
    fi
    summary=$(grep -o '"wins": [0-9]*, "draws": [0-9]*, "losses": [0-9]*' <<<"$out")
    if awk -v r="$rate" 'BEGIN { exit !(r >= 0.75) }'; then
        echo "ok   $game: $agent against random, win rate $rate ($summary)"
        exit 0
    fi
    echo "FAIL $game: $agent against random, win rate $rate ($summary), want 0.75 or more" >&2
    exit 1
fi

# The scores of one `rbg play` game, in player order, on one line.
play_scores() { # SEED AGENT...
    local seed=$1; shift
    local args=()
    for a in "$@"; do args+=(--agent "$a"); done
    "$rbg" play "$game_file" "${args[@]}" --seed "$seed" --states "$states" --quiet 2>"$work/err" |
        grep '^scores:' | sed 's/^scores://' | awk '{ for (i = 2; i <= NF; i += 2) printf "%s ", $i; print "" }'
}

if [ "$players" -eq 1 ]; then
    bound=$(awk '{ print $2 }' <<<"$bounds")
    sum_agent=0; sum_random=0
    for ((g = 1; g <= games; g++)); do
        a=$(play_scores "$g" "$agent"); r=$(play_scores "$g" random)
        if [ -z "$a" ] || [ -z "$r" ]; then echo "FAIL $game: game $g printed no scores" >&2; cat "$work/err" >&2; exit 1; fi
        sum_agent=$(awk -v s="$sum_agent" -v x="$a" 'BEGIN { print s + x }')
        sum_random=$(awk -v s="$sum_random" -v x="$r" 'BEGIN { print s + x }')
    done
    if awk -v a="$sum_agent" -v r="$sum_random" -v n="$games" -v b="$bound" 'BEGIN { exit !(a / n >= r / n + b / 10) }'; then
        echo "ok   $game: $agent mean score $(awk -v a="$sum_agent" -v n="$games" 'BEGIN { print a / n }'), random $(awk -v r="$sum_random" -v n="$games" 'BEGIN { print r / n }')"
        exit 0
    fi
    echo "FAIL $game: $agent mean score $sum_agent/$games is not clearly above random's $sum_random/$games" >&2
    exit 1
fi

points=0
for ((g = 0; g < games; g++)); do
    seat=$((g % players))
    seats=()
    for ((p = 0; p < players; p++)); do
        if [ $p -eq $seat ]; then seats+=("$agent"); else seats+=(random); fi
    done
    s=$(play_scores "$((g + 1))" "${seats[@]}")
    if [ -z "$s" ]; then echo "FAIL $game: game $g printed no scores" >&2; cat "$work/err" >&2; exit 1; fi
    # rewards are scores over bounds; the agent's point: 1 if alone on top, 1/k if k share it
    p=$(awk -v seat="$seat" -v s="$s" -v b="$(awk '{ printf "%s ", $2 }' <<<"$bounds")" 'BEGIN {
        n = split(s, sc, " "); split(b, bd, " ")
        best = -1; for (i = 1; i <= n; i++) { r[i] = sc[i] / bd[i]; if (r[i] > best) best = r[i] }
        k = 0; for (i = 1; i <= n; i++) if (r[i] == best) k++
        print (r[seat + 1] == best) ? 1 / k : 0 }')
    points=$(awk -v a="$points" -v p="$p" 'BEGIN { print a + p }')
done
if awk -v p="$points" -v n="$games" 'BEGIN { exit !(p / n >= 0.75) }'; then
    echo "ok   $game: $agent on top in $points of $games games against $((players - 1)) random agents"
    exit 0
fi
echo "FAIL $game: $agent on top in only $points of $games games against random agents" >&2
exit 1
