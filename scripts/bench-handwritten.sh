#!/usr/bin/env bash
# The compiled reasoner against a hand-written bitboard reasoner of the same rules
# (bench/handwritten/): flat Monte-Carlo playouts of games-rbg/GAME.rbg by `rbg bench` and of the
# program bench-GAME, side by side.
#
#   scripts/bench-handwritten.sh [--seconds S] [--rounds N] [--instructions N] [GAME...]
#
# GAMEs: connect4, reversi, breakthrough (default: all three).  Speeds are playouts per
# CPU-second of each process (user + system time, GNU time), the two programs run one after the
# other in every round and the table gives the median round, with the mean playout lengths of
# that round (the same rules give the same mean up to sampling noise).  With --instructions N it
# counts instead the instructions of N playouts (seed 1; a run of one playout subtracted), by
# `perf stat` where the processor's counters can be read and by valgrind's cachegrind otherwise.
# Environment: RBG (default build/rbg/rbg), HANDWRITTEN (the directory of the programs, default
# build/bench/handwritten), RBG_CFLAGS (docs/compiled-cache.md).
set -euo pipefail
cd "$(dirname "$0")/.."
rbg=${RBG:-build/rbg/rbg}
handwritten=${HANDWRITTEN:-build/bench/handwritten}

usage() { sed -n 's/^#   //p' "$0" | head -n 1 | sed 's/^/usage: /'; }
die() { echo "bench-handwritten.sh: $*" >&2; exit 1; }

seconds=2 rounds=3 instructions=0 games=()
while [ $# -gt 0 ]; do
    case $1 in
        --seconds|--rounds|--instructions)
            [ $# -ge 2 ] || die "$1 needs a value"
            case $1 in
                --seconds) seconds=$2 ;;
                --rounds) rounds=$2 ;;
                --instructions) instructions=$2 ;;
            esac
            shift 2 ;;
        -h|--help) usage; exit 0 ;;
        -*) die "unknown option '$1' ($(usage))" ;;
        connect4|reversi|breakthrough) games+=("$1"); shift ;;
        *) die "no hand-written reasoner of '$1' (connect4, reversi, breakthrough)" ;;
    esac
done
[ ${#games[@]} -gt 0 ] || games=(connect4 reversi breakthrough)
[[ "$seconds" =~ ^[1-9][0-9]*$ ]] || die "--seconds must be a whole number of seconds above 0, not '$seconds'"
[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || die "--rounds must be a positive whole number, not '$rounds'"
[[ "$instructions" =~ ^[0-9]+$ ]] || die "--instructions must be a whole number of playouts, not '$instructions'"
[ -x "$rbg" ] || die "build first: scripts/main.sh (or set RBG=path/to/rbg)"
for game in "${games[@]}"; do
    [ -x "$handwritten/bench-$game" ] || die "no $handwritten/bench-$game: build the project first (or set HANDWRITTEN)"
done
[ "$instructions" -eq 0 ] || rounds=1 # the counts are the same on every run

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

source scripts/instruction-counter.sh
counter=
if [ "$instructions" -gt 0 ]; then
    counter=$(required_instruction_counter bench-handwritten.sh) || exit 1
elif [ ! -x /usr/bin/time ]; then
    die "timing needs GNU time (/usr/bin/time)"
fi

# The command of SIDE (compiled or handwritten) for GAME, without its budget.
command_of() {
    if [ "$1" = compiled ]; then
        echo "$rbg bench games-rbg/$2.rbg --quiet"
    else
        echo "$handwritten/bench-$2"
    fi
}

# measure SIDE GAME: "SIDE GAME FIGURE LENGTH" appended to $work/figures.
measure() {
    local command figure length=-
    read -r -a command <<<"$(command_of "$1" "$2")"
    if [ -n "$counter" ]; then
        figure=$(instructions_per_playout "$counter" "$instructions" "${command[@]}")
        [ -n "$figure" ] || die "could not count the instructions of ${command[*]}"
    else
        /usr/bin/time -f '%U %S' -o "$work/time" "${command[@]}" --seconds "$seconds" >"$work/out" ||
            die "${command[*]} failed"
        figure=$(awk '/^playouts / { n = $2 } END { print n }' "$work/out" |
                 awk -v c="$(awk '{ print $1 + $2 }' "$work/time")" '{ printf "%.1f", (c > 0 ? $1 / c : 0) }')
        length=$(awk '/^mean playout length/ { print $NF; exit }' "$work/out")
    fi
    echo "$1 $2 $figure $length" >>"$work/figures"
}

# Compile the modules first, so that no round pays for it.
for game in "${games[@]}"; do
    "$rbg" bench "games-rbg/$game.rbg" --playouts 1 --quiet >/dev/null || die "rbg bench games-rbg/$game.rbg failed"
done
for ((round = 1; round <= rounds; round++)); do
    for game in "${games[@]}"; do
        measure compiled "$game"
        measure handwritten "$game"
    done
done

# median SIDE GAME: "FIGURE LENGTH" of the median round.
median() {
    awk -v s="$1" -v g="$2" '$1 == s && $2 == g { print $3, $4 }' "$work/figures" | sort -g |
        awk '{ r[NR] = $0 } END { print r[int((NR + 1) / 2)] }'
}

if [ -n "$counter" ]; then
    echo "Instructions per playout ($counter, $instructions playouts, seed 1)"
    printf '%-14s %14s %14s %14s\n' game compiled hand-written compiled/hand
else
    echo "Playouts per CPU-second (median of $rounds round(s) of $seconds s), mean playout length"
    printf '%-14s %14s %8s %14s %8s %14s\n' game compiled length hand-written length hand/compiled
fi
for game in "${games[@]}"; do
    read -r a la <<<"$(median compiled "$game")"
    read -r b lb <<<"$(median handwritten "$game")"
    ratio=$(awk -v a="$a" -v b="$b" -v i="$counter" 'BEGIN {
        if (a <= 0 || b <= 0) { print "-"; exit }
        printf "%.2fx", (i != "" ? a / b : b / a) }')
    if [ -n "$counter" ]; then
        printf '%-14s %14s %14s %14s\n' "$game" "$a" "$b" "$ratio"
    else
        printf '%-14s %14s %8s %14s %8s %14s\n' "$game" "$a" "$la" "$b" "$lb" "$ratio"
    fi
done
