#!/usr/bin/env bash
# How fast the compiled reasoner is on encodings it was not tuned for: flat Monte-Carlo playouts
# of both encodings of every game of games-rbg/ that has a second one (NAMEAlt.rbg), and, with
# --corpus DIR, of other authors' files next to our encoding of the same game (DIR/NAME.rbg
# against games-rbg/NAME.rbg) and the reference implementation's figure for that file.
#
#   scripts/bench-generality.sh [--seconds S] [--rounds N] [--corpus DIR] [--instructions N] [GAME...]
#
# GAMEs name the games with two encodings to run (default: all; `none` runs none).  Speeds are
# playouts per CPU-second of each `rbg bench` process (user + system time), which a busy
# machine disturbs less than wall-clock time; the files are run one after the other in every
# round (interleaved, as in bench-all.sh), and the table gives the median round.  With
# --instructions N it counts instead the instructions of N playouts (seed 1; a run of one
# playout subtracted, which cancels the loading), with `perf stat` where the processor's
# counters can be read and with valgrind's cachegrind otherwise, in one round: the counts are
# the same on every run.  Ratios are always of speed: above 1 means the second (or other author's) file is
# faster.  Environment: RBG (the rbg command, default build/rbg/rbg), RBG_CFLAGS (see
# docs/compiled-cache.md).
set -euo pipefail
cd "$(dirname "$0")/.."
rbg=${RBG:-build/rbg/rbg}

usage() { sed -n 's/^#   //p' "$0" | head -n 1 | sed 's/^/usage: /'; }
die() { echo "bench-generality.sh: $*" >&2; exit 1; }

seconds=2 rounds=3 corpus= instructions=0 games=()
while [ $# -gt 0 ]; do
    case $1 in
        --seconds|--rounds|--corpus|--instructions)
            [ $# -ge 2 ] || die "$1 needs a value"
            case $1 in
                --seconds) seconds=$2 ;;
                --rounds) rounds=$2 ;;
                --corpus) corpus=$2 ;;
                --instructions) instructions=$2 ;;
            esac
            shift 2 ;;
        -h|--help) usage; exit 0 ;;
        -*) die "unknown option '$1' ($(usage))" ;;
        *) games+=("$1"); shift ;;
    esac
done
[[ "$seconds" =~ ^([0-9]+\.?[0-9]*|\.[0-9]+)$ ]] && awk -v s="$seconds" 'BEGIN { exit !(s > 0) }' ||
    die "--seconds must be a number of seconds above 0, not '$seconds'"
[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || die "--rounds must be a positive whole number, not '$rounds'"
[[ "$instructions" =~ ^[0-9]+$ ]] || die "--instructions must be a whole number of playouts, not '$instructions'"
[ -z "$corpus" ] || [ -d "$corpus" ] || die "--corpus: no directory '$corpus'"
[ -x "$rbg" ] || die "build first: scripts/main.sh (or set RBG=path/to/rbg)"
[ "$instructions" -eq 0 ] || rounds=1 # the counts are the same on every run

# Flat Monte-Carlo playouts per CPU-second of the reference's compiled reasoner (rbg2cpp) on
# other authors' files of its public corpus, by file name, measured on one pinned core of a
# 2-core machine like ours, side by side with ours, per CPU-second of each process.
corpus_reference="
reversi 19278
connect4 686635
englishDraughts 61669
theMillGame 37820
pentago 18353
"

# The pairs: "first second" paths.
pairs=()
if [ ${#games[@]} -eq 0 ]; then
    for second in games-rbg/*Alt.rbg; do
        [ -r "${second%Alt.rbg}.rbg" ] && pairs+=("${second%Alt.rbg}.rbg $second")
    done
elif [ "${games[*]}" != none ]; then
    for game in "${games[@]}"; do
        [ -r "games-rbg/${game}Alt.rbg" ] && [ -r "games-rbg/$game.rbg" ] ||
            die "'$game' has no second encoding (games-rbg/${game}Alt.rbg)"
        pairs+=("games-rbg/$game.rbg games-rbg/${game}Alt.rbg")
    done
fi
# The corpus: "theirs ours" paths; a file whose game we do not have is run alone.
others=()
if [ -n "$corpus" ]; then
    for theirs in "$corpus"/*.rbg; do
        [ -r "$theirs" ] || continue
        ours=games-rbg/$(basename "$theirs")
        [ -r "$ours" ] || ours=-
        others+=("$theirs $ours")
    done
    [ ${#others[@]} -gt 0 ] || die "--corpus: no .rbg file in '$corpus'"
fi

# Every file once (our file of a game may be in both tables), in the order of the tables.
files=()
for pair in "${pairs[@]+"${pairs[@]}"}" "${others[@]+"${others[@]}"}"; do
    for file in $pair; do
        [ "$file" = - ] || [[ " ${files[*]-} " == *" $file "* ]] || files+=("$file")
    done
done
[ ${#files[@]} -gt 0 ] || die "nothing to run (no second encodings and no --corpus)"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The instruction counter: perf where it reads the processor's counters, else cachegrind.
source scripts/instruction-counter.sh
counter=
if [ "$instructions" -gt 0 ]; then
    counter=$(required_instruction_counter bench-generality.sh) || exit 1
fi

# measure FILE: one figure of FILE, appended to $work/figures as "FILE FIGURE".
measure() {
    local figure
    if [ "$counter" != "" ]; then
        figure=$(instructions_per_playout "$counter" "$instructions" "$rbg" bench "$1" --quiet)
        [ -n "$figure" ] || die "could not count the instructions of $1"
    else
        local json cpu
        json=$(/usr/bin/time -f '%U %S' -o "$work/time" "$rbg" bench "$1" --seconds "$seconds" --quiet --json) ||
            die "rbg bench $1 failed"
        cpu=$(awk '{ print $1 + $2 }' "$work/time")
        figure=$(sed -n 's/.*"playouts": \([0-9]*\),.*/\1/p' <<<"$json" |
                 awk -v c="$cpu" '{ printf "%.1f", (c > 0 ? $1 / c : 0) }')
    fi
    echo "$1 $figure" >>"$work/figures"
}
[ -x /usr/bin/time ] || [ "$instructions" -gt 0 ] || die "timing needs GNU time (/usr/bin/time)"

# Compile every module first, so that no round pays for it.
for file in "${files[@]}"; do
    "$rbg" bench "$file" --playouts 1 --quiet >/dev/null || die "rbg bench $file failed"
done
for ((round = 1; round <= rounds; round++)); do
    for file in "${files[@]}"; do
        measure "$file"
    done
done

# median FILE: the median figure of FILE over the rounds.
median() {
    awk -v f="$1" '$1 == f { print $2 }' "$work/figures" | sort -g |
        awk -v format="$([ -n "$counter" ] && echo %.0f || echo %.1f)" '{ r[NR] = $1 }
            END { printf format, ((NR % 2) ? r[(NR + 1) / 2] : (r[NR / 2] + r[NR / 2 + 1]) / 2) }'
}
# speed_ratio A B: how many times faster A is than B, from their figures.
speed_ratio() {
    awk -v a="$1" -v b="$2" -v i="$counter" 'BEGIN {
        if (a <= 0 || b <= 0) { print "-"; exit }
        printf "%.2fx", (i != "" ? b / a : a / b) }'
}

name_of() { basename "$1" .rbg; }
if [ -n "$counter" ]; then
    unit="instructions per playout ($counter, $instructions playouts, seed 1)"
else
    unit="playouts per CPU-second (median of $rounds round(s) of $seconds s)"
fi
if [ ${#pairs[@]} -gt 0 ]; then
    echo "Two encodings of one game: $unit"
    printf '%-18s %14s %14s %14s\n' game first second second/first
    for pair in "${pairs[@]}"; do
        read -r first second <<<"$pair"
        a=$(median "$first") b=$(median "$second")
        printf '%-18s %14s %14s %14s\n' "$(name_of "$first")" "$a" "$b" "$(speed_ratio "$b" "$a")"
    done
fi
if [ ${#others[@]} -gt 0 ]; then
    [ ${#pairs[@]} -eq 0 ] || echo
    echo "Other authors' files ($corpus) and ours: $unit"
    printf '%-18s %14s %14s %12s %12s %12s\n' file theirs ours theirs/ours reference theirs/ref
    for other in "${others[@]}"; do
        read -r theirs ours <<<"$other"
        a=$(median "$theirs") b=- ratio=-
        if [ "$ours" != - ]; then
            b=$(median "$ours")
            ratio=$(speed_ratio "$a" "$b")
        fi
        ref=$(awk -v g="$(name_of "$theirs")" '$1 == g { print $2 }' <<<"$corpus_reference")
        ref_ratio=-
        if [ -n "$ref" ] && [ -z "$counter" ]; then
            ref_ratio=$(speed_ratio "$a" "$ref")
        fi
        printf '%-18s %14s %14s %12s %12s %12s\n' "$(name_of "$theirs")" "$a" "$b" "$ratio" "${ref:--}" "$ref_ratio"
    done
fi
