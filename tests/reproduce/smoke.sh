#!/usr/bin/env bash
# The smoke scale of one table of scripts/reproduce.sh (CI runs every table's): the command
# succeeds and writes one CSV line per cell, each cell run or marked with the reason it was not
# (an agent this build lacks), and the Markdown page with the paper's name.
#   smoke.sh RBG SOURCE_DIR TABLE
set -u
rbg=$1 src=$2 table=$3
work=$(mktemp -d "${TMPDIR:-/tmp}/rbg-smoke.XXXXXX")
trap 'rm -rf "$work"' EXIT
status=0
"$src/scripts/reproduce.sh" "$table" --scale smoke --rbg "$rbg" --out "$work" --quiet --jobs 2 ||
    { echo "FAIL: scripts/reproduce.sh $table --scale smoke exited with $?"; exit 1; }
python3 - "$work/$table.csv" "$work/$table.md" <<'PY' || status=1
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
page = open(sys.argv[2]).read()
bad = []
if not rows:
    bad.append("no cell in the CSV")
for r in rows:
    ran = any(r.get(k) not in (None, "", "0") for k in ("games", "positions", "calls", "nodal_states_per_s"))
    if not ran and "not available in this build" not in r["note"]:
        bad.append(f"cell {r['cell']} neither ran nor says why")
    if r.get("missing") not in (None, "", "0") and not r["note"]:
        bad.append(f"cell {r['cell']}: {r['missing']} games missing")
if not page.startswith("# ") or "Paper: " not in page or "scripts/reproduce.sh" not in page:
    bad.append("the Markdown page lacks its title, paper or command")
for b in bad:
    print("FAIL:", b)
print(f"{len(rows)} cells, {sum(1 for r in rows if not r['note'])} run")
sys.exit(1 if bad else 0)
PY
exit $status
