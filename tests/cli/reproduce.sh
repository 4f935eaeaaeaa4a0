#!/usr/bin/env bash
# scripts/reproduce.sh on the test tables of tests/reproduce: a run writes the raw files, the CSV,
# the Markdown page with the paper's figures and the plots; a cell whose agent this build lacks
# is said once and marked; a second run plays nothing more; shards run by hand and merged give
# the same CSV as one run; bad options and tables are refused in one line.
source "$(dirname "$0")/lib.sh"
R=("$SRC/scripts/reproduce.sh" --rbg "$RBG" --tables "$SRC/tests/reproduce")

expect_ok "$SRC/scripts/reproduce.sh" list --rbg "$RBG"
check_match "the list names the papers' tables" $'(^|\n)split-s5 +Split moves S5' "$out"
expect_error "reproduce: no table 'nope' (tables: tiny, tiny-choice, tiny-solve)" "${R[@]}" nope
expect_error "reproduce: argument --scale: invalid choice: 'big'*" "${R[@]}" tiny --scale big
expect_error "reproduce: --shard takes I/N (e.g. 2/8), not 'x'" "${R[@]}" tiny --shard x --out "$WORK/x"
expect_error "reproduce: --shard 3/2: I must be between 1 and N" "${R[@]}" tiny --shard 3/2 --out "$WORK/x"
expect_error "reproduce: --engine goes with --shards N" "${R[@]}" tiny --engine slurm
expect_error "reproduce: --shard, --shards and --report exclude each other" "${R[@]}" tiny --shard 1/2 --report
expect_error "reproduce: unrecognized arguments: --games 3*" "${R[@]}" tiny --games 3
expect_error "reproduce: template '{nowhere}' uses 'nowhere', which no row, column or scale defines" \
    "${R[@]}" tiny --scale local --out "$WORK/x"
expect_error "reproduce: no rbg at '/nonexistent/rbg'; build it*" \
    "$SRC/scripts/reproduce.sh" tiny --tables "$SRC/tests/reproduce" --rbg /nonexistent/rbg
# A report where nothing was played (a mistyped --out) is refused and creates nothing.
expect_error "reproduce: no raw files of tiny in $WORK/typo/raw; nothing to report (play the table first*" \
    "${R[@]}" tiny --out "$WORK/typo" --quiet --report
check_equal "the refused report created no directory" "no" "$([ -e "$WORK/typo" ] && echo yes || echo no)"

# One run: the cells of the agent that exists are played, the others said once and marked.
run "${R[@]}" tiny --out "$WORK/one" --quiet
if check_no_crash; then
    check_equal "exit status" 0 "$rc"
    check_equal "the missing agent, said once" \
        "reproduce: tiny: agent no-such-agent is not available in this build: 2 of 4 cells not run" "$err"
fi
csv=$(cat "$WORK/one/tiny.csv")
check_equal "CSV header" \
    "table,scale,cell,row,column,game,a,b,games,missing,wins,draws,losses,win_rate,ci_low,ci_high,verdict,paper_in_ci,paper,note" \
    "$(head -n 1 <<<"$csv")"
check_match "CSV: flat against random on tic-tac-toe, 7 games, the paper's 90" \
    $'\ntiny,smoke,ticTacToe-flat,ticTacToe,flat,ticTacToe,flat,random,7,0,[0-9]+,[0-9]+,[0-9]+,[0-9.]+,[-0-9.]*,[0-9.]*,(better|same|worse)?,(yes|no)?,90.0,\n' "$csv"
check_match "CSV: the cell not run says why" \
    $'\ntiny,smoke,breakthrough5x5-nothing,breakthrough5x5,no-such-agent:level=2,breakthrough5x5,no-such-agent:level=2,random,0,7,,,,,,,,,50.0,agent no-such-agent is not available in this build' "$csv"
check_equal "CSV lines" 5 "$(wc -l <"$WORK/one/tiny.csv")"
md=$(cat "$WORK/one/tiny.md")
check_match "Markdown title and scale" $'^# Test table: flat against random\n\nPaper: no paper, a test. Scale `smoke`: 7 games per cell.' "$md"
check_match "Markdown grid" $'\n\\| game \\| flat \\| no-such-agent:level=2 \\|\n\\|---\\|---\\|---\\|\n\\| ticTacToe \\| [0-9.]+( \\[[-0-9.]+, [0-9.]+\\])? · paper 90.0% \\| not run: agent no-such-agent is not available in this build \\|' "$md"
check_match "Markdown: the command" $'\nscripts/reproduce.sh tiny --scale smoke\n' "$md"
check_equal "raw match files" "breakthrough5x5-flat.all.jsonl ticTacToe-flat.all.jsonl" \
    "$(cd "$WORK/one/raw" && echo *)"
if command -v gnuplot >/dev/null; then
    check_match "the plot" '<svg' "$(head -c 2000 "$WORK/one/tiny.svg")"
fi

# A second run finds every game in its file and plays none: the files do not change.
before=$(md5sum "$WORK"/one/raw/*)
run "${R[@]}" tiny --out "$WORK/one" --quiet
check_equal "second run: files unchanged" "$before" "$(md5sum "$WORK"/one/raw/*)"
check_equal "second run: same CSV" "$csv" "$(cat "$WORK/one/tiny.csv")"

# Shards run by hand, then --report: the same CSV as one run.
for i in 1 2 3; do
    run "${R[@]}" tiny --out "$WORK/sharded" --quiet --shard "$i/3"
    check_no_crash && check_equal "exit status of shard $i" 0 "$rc"
done
check_equal "shard files" "breakthrough5x5-flat.shard1-of-3.jsonl breakthrough5x5-flat.shard2-of-3.jsonl breakthrough5x5-flat.shard3-of-3.jsonl ticTacToe-flat.shard1-of-3.jsonl ticTacToe-flat.shard2-of-3.jsonl ticTacToe-flat.shard3-of-3.jsonl" \
    "$(cd "$WORK/sharded/raw" && echo *)"
run "${R[@]}" tiny --out "$WORK/sharded" --quiet --report
check_equal "merged shards: the CSV of one run" "$csv" "$(cat "$WORK/sharded/tiny.csv")"
check_equal "merged shards: the page of one run" "$md" "$(cat "$WORK/sharded/tiny.md")"

# --cells plays only the matching cells; the report still shows every cell.
run "${R[@]}" tiny --out "$WORK/some" --quiet --cells 'ticTacToe-*'
check_no_crash && check_equal "exit status with --cells" 0 "$rc"
check_equal "--cells: only the matching cell's file" "ticTacToe-flat.all.jsonl" "$(cd "$WORK/some/raw" && echo *)"
check_match "--cells: the others are in the CSV, not played" \
    $'\ntiny,smoke,breakthrough5x5-flat,breakthrough5x5,flat,breakthrough5x5,flat,random,0,7,' "$(cat "$WORK/some/tiny.csv")"
# A plot per game (plot_group): a game with nothing played yet gets no plot, only its "–" cells.
mkdir -p "$WORK/grouped/out" && cp -r "$WORK/some/raw" "$WORK/grouped/out/"
sed 's/^plot = "bars"$/plot = "bars"\nplot_group = "{game}"/' "$SRC/tests/reproduce/tiny.toml" > "$WORK/grouped/pergame.toml"
run "$SRC/scripts/reproduce.sh" --rbg "$RBG" --tables "$WORK/grouped" pergame --out "$WORK/grouped/out" --quiet --report
check_no_crash && check_equal "exit status of the grouped report" 0 "$rc"
check_equal "plot_group: a plot for the game played, none for the other" "pergame-ticTacToe.gp" \
    "$(cd "$WORK/grouped/out" && echo *.gp)"
check_match "plot_group: the other game's cells" $'\n\\| breakthrough5x5 \\| – \\| not run' \
    "$(cat "$WORK/grouped/out/pergame.md")"
if command -v gnuplot >/dev/null; then
    check_match "plot_group: the page links the one plot" $'\nPlots: \\[pergame-ticTacToe.svg\\]\\(pergame-ticTacToe.svg\\)\n' \
        "$(cat "$WORK/grouped/out/pergame.md")"
fi
expect_error "reproduce: no cell of tiny to play matches --cells 'chess-*'" "${R[@]}" tiny --out "$WORK/some" --quiet --cells 'chess-*'
# A match budget that is not a number is refused in one line, naming the cell, before any game.
mkdir "$WORK/badmatch" && sed '34s/^states = 100$/states = "lots"/' "$SRC/tests/reproduce/tiny.toml" > "$WORK/badmatch/bad.toml"
# (stderr's first line is the table's note on the agent this build lacks)
run "$SRC/scripts/reproduce.sh" --rbg "$RBG" --tables "$WORK/badmatch" bad --out "$WORK/badmatch/out" --quiet
check_no_crash && check_equal "exit status of a bad budget" 1 "$rc"
check_equal "a bad budget's message" "reproduce: cell ticTacToe-flat: states must be a number, not 'lots'" "$(tail -n 1 "$WORK/stderr")"
check_equal "no game was played before the refusal" "" "$(cat "$WORK"/badmatch/out/raw/* 2>/dev/null)"

# A solver table: one run, and two shards merged, give the same figures.
expect_ok "${R[@]}" tiny-solve --out "$WORK/solve" --quiet
check_match "solver CSV: PNS after 2 plies, 14 positions all concluded" \
    $'\ntiny-solve,smoke,pns-2,pns,2 plies,ticTacToe,14,0,[0-9]+,[0-9]+,0,100.0,[0-9]+,[0-9]+,[0-9]+,[0-9.]+,[0-9.]+,100,\n' "$(cat "$WORK/solve/tiny-solve.csv")"
# seeds are drawn until 14 games are in play after 7 plies: seeds 1 to 28, 14 of them passed over
check_match "solver CSV: after 7 plies, 14 positions in play, 14 games over by then passed over" \
    $'\ntiny-solve,smoke,pns-7,pns,7 plies,ticTacToe,14,14,' "$(cat "$WORK/solve/tiny-solve.csv")"
check_match "a row's own node limit, filled in the scale's template" '"nodes": 20000, "seconds": 0' \
    "$(head -1 "$WORK/solve/raw/ppns-7.all.jsonl")"
check_match "the other rows keep the default limit, as a number" '"nodes": 100000, "seconds": 0' \
    "$(head -1 "$WORK/solve/raw/pns-7.all.jsonl")"
# A limit that is not a number is refused in one line, naming the cell.
mkdir "$WORK/bad" && sed 's/^row_nodes = 20000.*/row_nodes = "lots"/' "$SRC/tests/reproduce/tiny-solve.toml" > "$WORK/bad/bad-solve.toml"
expect_error "reproduce: cell ppns-2: nodes must be a whole number, not 'lots'" \
    "$SRC/scripts/reproduce.sh" --rbg "$RBG" --tables "$WORK/bad" bad-solve --out "$WORK/bad/out" --quiet
check_equal "nothing was solved before the refusal" "" "$(ls "$WORK/bad/out/raw" 2>/dev/null)"
sed 's/^positions = 14$/positions = "many"/' "$SRC/tests/reproduce/tiny-solve.toml" > "$WORK/bad/bad-solve.toml"
expect_error "reproduce: cell pns-2: positions must be a whole number, not 'many'" \
    "$SRC/scripts/reproduce.sh" --rbg "$RBG" --tables "$WORK/bad" bad-solve --out "$WORK/bad/out" --quiet
sed 's/^positions = 14$/positions = 14\nseconds = "soon"/' "$SRC/tests/reproduce/tiny-solve.toml" > "$WORK/bad/bad-solve.toml"
expect_error "reproduce: cell pns-2: seconds must be a number of seconds, not 'soon'" \
    "$SRC/scripts/reproduce.sh" --rbg "$RBG" --tables "$WORK/bad" bad-solve --out "$WORK/bad/out" --quiet
check_equal "nothing was solved before these refusals" "" "$(ls "$WORK/bad/out/raw" 2>/dev/null)"
# The report over files already written refuses a bad setting the same way, not with a trace.
mkdir -p "$WORK/bad/done/raw" && cp "$WORK/solve/raw/pns-2.all.jsonl" "$WORK/bad/done/raw/"
sed 's/^positions = 14$/positions = "many"/' "$SRC/tests/reproduce/tiny-solve.toml" > "$WORK/bad/bad-solve.toml"
expect_error "reproduce: cell pns-2: positions must be a whole number, not 'many'" \
    "$SRC/scripts/reproduce.sh" --rbg "$RBG" --tables "$WORK/bad" bad-solve --out "$WORK/bad/done" --quiet --report
check_match "solver page" $'\n\\| pns \\| 14 of 14 = 100.0% \\([0-9]+/[0-9]+/0; [0-9]+ nodes, median [0-9]+, max [0-9]+; [0-9.]+ s median, [0-9.]+ s max\\) · paper 100 \\|' "$(cat "$WORK/solve/tiny-solve.md")"
expect_ok "${R[@]}" tiny-solve --out "$WORK/solve2" --quiet --shard 2/2
expect_ok "${R[@]}" tiny-solve --out "$WORK/solve2" --quiet --shard 1/2
expect_ok "${R[@]}" tiny-solve --out "$WORK/solve2" --quiet --report
# (but for the seconds, columns 16 and 17)
check_equal "solver shards: the CSV of one run" "$(cut -d, -f1-15,18- "$WORK/solve/tiny-solve.csv")" \
    "$(cut -d, -f1-15,18- "$WORK/solve2/tiny-solve.csv")"
check_equal "a shard holds its positions" "1 3 5 7 9 11 13" \
    "$(tail -n +2 "$WORK/solve2/raw/pns-2.shard1-of-2.jsonl" | sed 's/^{"position": \([0-9]*\),.*/\1/' | sort -n | paste -sd ' ')"

# A move-choice table: flat finds the only winning move every time; shards give the same CSV.
expect_ok "${R[@]}" tiny-choice --out "$WORK/choice" --quiet
check_match "choice CSV: flat, 6 of 6 correct" \
    $'\ntiny-choice,smoke,ttt-flat,tic-tac-toe,flat,ticTacToe,flat,6,6,100.0,,,3 2 3 3: 6,100,\n' "$(cat "$WORK/choice/tiny-choice.csv")"
check_match "choice page" $'\n\\| tic-tac-toe \\| 100.0 \\(6 of 6\\) · paper 100 \\| [0-9.]+( \\[[-0-9.]+, [0-9.]+\\])? \\([0-6] of 6\\) · paper 20 \\|' "$(cat "$WORK/choice/tiny-choice.md")"
for i in 1 2; do expect_ok "${R[@]}" tiny-choice --out "$WORK/choice2" --quiet --shard "$i/2"; done
expect_ok "${R[@]}" tiny-choice --out "$WORK/choice2" --quiet --report
check_equal "choice shards: the CSV of one run" "$(cat "$WORK/choice/tiny-choice.csv")" "$(cat "$WORK/choice2/tiny-choice.csv")"
finish
