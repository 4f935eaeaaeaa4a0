#!/usr/bin/env bash
# Ctrl-C in a match: rbg match stops, says how many games the file holds and prints the command
# line that plays the rest (the same with --resume); that line, run as printed, completes the
# match to exactly the games of an uninterrupted one.  SIGINT goes to the parent alone (kill) and
# to the whole process group (as the terminal sends Ctrl-C).
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/lib_match.sh"
N=400
M=("$RBG" match "$GAMES/breakthrough5x5.rbg" random random --games "$N" --states 100 --seed 4
   --jobs 2 --backend interp --quiet)

expect_ok "${M[@]}" --out "$WORK/whole.jsonl" --json
whole=$out

# interrupt TARGET FILE: starts the match writing FILE (a name with a space, to be quoted), sends
# SIGINT to TARGET (pid: the parent; group: its process group) once 10 games are in the file,
# and waits for it.
interrupt() {
    local target=$1 file=$2
    set -m # its own process group, and SIGINT not ignored as in a script's background jobs
    "${M[@]}" --out "$file" >"$WORK/stdout" 2>"$WORK/stderr" &
    local pid=$!
    set +m
    for _ in $(seq 1 3000); do
        [ -f "$file" ] && [ "$(wc -l <"$file")" -ge 11 ] && break
        sleep 0.01
    done
    if [ "$target" = group ]; then kill -INT -- "-$pid"; else kill -INT "$pid"; fi
    wait "$pid"
    rc=$?
    last="kill -INT ($target) ${M[*]} --out '$file'"
    out=$(cat "$WORK/stdout")
    err=$(cat "$WORK/stderr")
}

for target in pid group; do
    file="$WORK/m $target.jsonl"
    interrupt "$target" "$file"
    saved=$(($(wc -l <"$file") - 1))
    check_equal "$target: exit status (128 + SIGINT)" 130 "$rc"
    check_equal "$target: nothing on stdout" "" "$out"
    resume_line="  ${M[*]} --out '$file' --resume"
    check_equal "$target: the message" "rbg: match: interrupted; $saved of the $N games are saved in '$file'; to play the rest:
$resume_line" "$err"
    if [ "$saved" -ge 10 ] && [ "$saved" -lt "$N" ]; then pass; else fail "$target: expected the interrupt in the middle, $saved games saved"; fi
    check_equal "$target: whole lines only" "" "$(tail -c 1 "$file" | tr -d '\n')"
    # The line as printed, run by a shell.
    run bash -c "${err##*$'\n'} --json"
    check_no_crash && check_equal "$target: the resumed summary" "$whole" "$out"
    check_equal "$target: each game once" "$N" "$(games "$file" | field index | sort -un | wc -l)"
    check_equal "$target: the games of the uninterrupted match" "$(comparable "$WORK/whole.jsonl")" \
        "$(comparable "$file")"
done

finish
