#!/usr/bin/env bash
# scripts/reproduce.sh --shards N on the cluster engines: the shards of a test table run with GNU
# parallel, and as a job array on a one-node Slurm cluster started here (slurm-wlm and munge on
# localhost); each gives the same CSV and page as one run.  Where an engine cannot run (not root,
# or the packages missing when not root) the test says why and is skipped (exit 77); as root the
# packages must be there (scripts/setup.sh installs them).
source "$(dirname "$0")/lib.sh"
R=("$SRC/scripts/reproduce.sh" --rbg "$RBG" --tables "$SRC/tests/reproduce")
CLUSTER=$WORK/slurm
trap '"$SRC/tests/reproduce/slurm_cluster.sh" stop "$CLUSTER" 2>/dev/null; rm -rf "$WORK"' EXIT
skipped=()

cannot() { # cannot WHAT: fails as root (CI), else records a skip
    if [ "$(id -u)" -eq 0 ]; then
        last="$1" rc=0
        fail "cannot run: $1 (scripts/setup.sh installs the packages)"
    else
        skipped+=("$1")
    fi
}

run "${R[@]}" tiny --out "$WORK/one" --quiet
check_no_crash && check_equal "exit status of one run" 0 "$rc"
csv=$(cat "$WORK/one/tiny.csv")
md=$(cat "$WORK/one/tiny.md")

if command -v parallel >/dev/null; then
    run "${R[@]}" tiny --out "$WORK/parallel" --quiet --shards 3 --engine parallel
    if check_no_crash; then
        check_equal "exit status under GNU parallel" 0 "$rc"
        check_equal "GNU parallel: the CSV of one run" "$csv" "$(cat "$WORK/parallel/tiny.csv")"
        check_equal "GNU parallel: the page of one run" "$md" "$(cat "$WORK/parallel/tiny.md")"
        check_equal "GNU parallel: the shards' files" 6 "$(ls "$WORK/parallel/raw" | grep -c '\.shard[123]-of-3\.jsonl$')"
    fi
else
    cannot "GNU parallel is not installed (package parallel)"
fi

if [ "$(id -u)" -ne 0 ]; then
    skipped+=("a Slurm cluster needs root to start slurmd")
elif ! command -v sbatch >/dev/null || [ ! -x /usr/sbin/slurmctld ] || [ ! -x /usr/sbin/munged ]; then
    cannot "Slurm or munge is not installed (packages slurm-wlm, munge)"
else
    run "$SRC/tests/reproduce/slurm_cluster.sh" start "$CLUSTER"
    if check_no_crash && check_equal "the Slurm cluster starts" 0 "$rc"; then
        export SLURM_CONF=$out
        run "${R[@]}" tiny --out "$WORK/slurm-run" --quiet --shards 3 --engine slurm
        if check_no_crash; then
            check_equal "exit status under Slurm" 0 "$rc"
            check_equal "Slurm: the CSV of one run" "$csv" "$(cat "$WORK/slurm-run/tiny.csv")"
            check_equal "Slurm: the page of one run" "$md" "$(cat "$WORK/slurm-run/tiny.md")"
            check_match "Slurm: a job array of 3 tasks" $'\n#SBATCH --array=1-3\n' "$(cat "$WORK/slurm-run/tiny.sbatch")"
            check_equal "Slurm: one log per task" 3 "$(ls "$WORK/slurm-run/logs" | wc -l)"
            check_match "Slurm: sbatch printed the job's id" '^[0-9]+$' "$out"
        fi
    fi
fi

if [ ${#skipped[@]} -gt 0 ]; then
    printf 'SKIPPED: %s\n' "${skipped[@]}"
    echo "$(basename "$0" .sh): $passed passed, $failed failed, skipped in part"
    [ "$failed" -eq 0 ] && exit 77
    exit 1
fi
finish
