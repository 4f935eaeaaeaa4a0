# rbgc compile, and rbg's automatic compiled backend: the module cache, and the fallback to the
# interpreter when the compiler or the cache directory cannot be used.
source "$(dirname "$0")/lib.sh"

# The emitter's plan of GAME (rbgc plan, optionally --split S) in $plan; in_plan COUNTS the
# matches of an extended regular expression in it.  The optimisation checks below assert on
# the plan, not on the comments of the generated C.
plan_of() {
    expect_ok "$RBGC" plan "$@" && plan=$out
}
in_plan() { printf '%s\n' "$plan" | grep -oE "$1" | wc -l; }
# The sum of the counts NAME N in the plan's pattern lines (`pattern 1: tree (rays 2, ...)`), or
# of the numbers matched by an extended regular expression ending with one.
plan_sum() { printf '%s\n' "$plan" | grep -oE "$1" | grep -oE '[0-9]+$' | awk '{ s += $1 } END { print s + 0 }'; }

bench_means() { printf '%s\n' "$1" | grep '^mean' | tr -s ' ' | tr '\n' ';'; }
leaves() { printf '%s\n' "$1" | sed 's/.*"leaves": \([0-9]*\),.*/\1/' | tr '\n' ' ' | sed 's/ $//'; }
# Perft of GAME to DEPTH on each backend: both give the leaves EXPECTED, depth by depth.
check_leaves_both() {
    local label=$1 game=$2 depth=$3 expected=$4
    expect_ok "$RBG" perft "$game" "$depth" --json --quiet && check_equal "$label: compiled leaves" "$expected" "$(leaves "$out")"
    expect_ok "$RBG" perft "$game" "$depth" --json --backend interp &&
        check_equal "$label: interpreted leaves" "$expected" "$(leaves "$out")"
}
# 30 playouts of GAME, seed 5, on each backend: both give the mean nodal length LENGTH (a
# regular expression).
check_playouts_both() {
    local label=$1 game=$2 length=$3
    for backend in compiled interp; do
        expect_ok "$RBG" bench "$game" --playouts 30 --seed 5 --backend "$backend" &&
            check_match "$label: seeded playouts ($backend)" "mean playout length \(nodal\) +$length" "$out"
    done
}
# N playouts of GAME with seed SEED on each backend: both give the mean nodal length LENGTH
# and the first player's mean score SCORE (regular expressions).
check_scores_both() {
    local label=$1 game=$2 n=$3 seed=$4 length=$5 score=$6
    for backend in compiled interp; do
        expect_ok "$RBG" bench "$game" --playouts "$n" --seed "$seed" --backend "$backend" &&
            check_match "$label: seeded playouts ($backend)" "mean playout length \(nodal\) +$length" "$out" &&
            check_match "$label: seeded scores ($backend)" "$score" "$out"
    done
}

# rbgc compile writes the C and the module; --emit-c only the C.
mkdir -p "$WORK/out" "$WORK/c-only"
expect_ok "$RBGC" compile "$TTT" -o "$WORK/out"
if [ -s "$WORK/out/ticTacToe.c" ] && [ -s "$WORK/out/ticTacToe.so" ]; then pass; else fail "ticTacToe.c and ticTacToe.so expected in $WORK/out"; fi
check_match "the C exports the reasoner" "rbg_generated_reasoner" "$(grep -c 'rbg_generated_reasoner(void)' "$WORK/out/ticTacToe.c") rbg_generated_reasoner"
expect_ok "$RBGC" compile "$TTT" --emit-c -o "$WORK/c-only"
if [ -s "$WORK/c-only/ticTacToe.c" ] && [ ! -e "$WORK/c-only/ticTacToe.so" ]; then pass; else fail "only ticTacToe.c expected"; fi
# The emitted C compiles on its own, with warnings as errors for the usual ones.
run cc -O1 -fsyntax-only -Werror=implicit-function-declaration "$WORK/c-only/ticTacToe.c"
if [ "$rc" -eq 0 ]; then pass; else fail "the emitted C does not compile on its own"; fi
expect_error "rbgc: cannot write '/proc/ticTacToe.c': No such file or directory" \
    "$RBGC" compile "$TTT" -o /proc
run "$RBGC" print "$TTT" --emit-c
check_no_crash && check_equal "--emit-c belongs to compile" "rbgc: unknown option for this command: --emit-c" "${err%%$'\n'*}"

# rbgc plan prints the emitter's choices; it takes --split and nothing of compile's.
plan_of "$TTT"
check_match "rbgc plan: the game-wide choices first" "^game: counted moves (yes|no), counted semimoves" "$plan"
check_match "rbgc plan: a line per state with its flavours" $'\n''state [0-9]+: moves=' "$plan"
run "$RBGC" plan "$TTT" --emit-c
check_no_crash && check_equal "rbgc plan refuses compile's options" "rbgc: unknown option for this command: --emit-c" "${err%%$'\n'*}"
expect_error "rbgc: unknown split strategy 'Foo' (allowed: none, Mod, ModPlus, ModShift, ModPlusShift, Plus, Shift, PlusShift)" \
    "$RBGC" plan "$TTT" --split Foo

# The plan names every search function the C has, and no other: `rbgc plan` plans them without
# writing the C (state 12: moves=... count=... is moves_from_12 and count_from_12).
functions_of_plan() { printf '%s\n' "$plan" | sed -n 's/^state \([0-9]*\):\(.*\)/\1\2/p' |
    awk '{ for (i = 2; i <= NF; i++) { split($i, w, "="); print w[1] "_from_" $1 } }' | sort; }
functions_of_c() { sed -n 's/^static bool \([a-z]*_from_[0-9]*\)(gsearch \*x, int cell);$/\1/p' "$1" | sort; }
for case in "chess none" "amazons Mod" "breakthrough ModShift" "go9 none" "theMillGame Mod" "skirmish ModShift"; do
    set -- $case
    expect_ok "$RBGC" compile "$GAMES/$1.rbg" --split "$2" --emit-c -o "$WORK/c-only"
    plan_of "$GAMES/$1.rbg" --split "$2"
    check_equal "$1 @$2: the plan's functions are the C's" "$(functions_of_c "$WORK/c-only/$1.c")" "$(functions_of_plan)"
done

# The generated C reads as written by hand: no constant condition left (chess had 321 `if (1)`),
# pieces by name, a landing cell's offset folded into one constant.
expect_ok "$RBGC" compile "$GAMES/breakthrough.rbg" --emit-c -o "$WORK/c-only"
check_equal "breakthrough: no constant condition" 0 "$(grep -c 'if (1)\|&& 1 &&\|(1 && \|(0 | ' "$WORK/c-only/breakthrough.c")"
check_match "breakthrough: pieces by name" "S->board\[d_\] == PIECE_empty" "$(cat "$WORK/c-only/breakthrough.c")"
check_match "breakthrough: a landing cell's offset folded" "g_pick\(x, b_ - 8, " "$(cat "$WORK/c-only/breakthrough.c")"
# The game's own code first, the shared runtime after one divider; functions named by what they
# do and the state of `rbgc plan`, the game's edges, variables and players by their names.
bt=$WORK/c-only/breakthrough.c
line_of() { grep -n "$1" "$bt" | head -n 1 | cut -d: -f1; }
check_equal "breakthrough: one divider before the shared runtime" 1 "$(grep -c '^/\* ===== shared runtime: the same for every game' "$bt")"
check_equal "breakthrough: the state type, the search and apply_action before the divider" 1 \
    "$([ "$(line_of 'typedef struct {')" -lt "$(line_of 'struct rbg_context {')" ] &&
       [ "$(line_of '^static void apply_action(')" -lt "$(line_of '^/\* ===== shared runtime')" ] &&
       [ "$(line_of '^/\* ===== shared runtime')" -lt "$(line_of '^static void hot_playout\|^static inline void g_record(gsearch \*x, int cell, int index)$')" ] && echo 1)"
# Before the game's tables only types and declarations: every function body (a line `{`) comes
# after them, and the tables start within 250 lines (the whole runtime headers made it 600).
tables=$(line_of '^/\* ==== the game: constant tables')
check_equal "breakthrough: no function body before the game's tables" 1 \
    "$([ "$(line_of '^{')" -gt "$tables" ] && echo 1)"
check_equal "breakthrough: the game's tables start early" 1 "$([ "$tables" -lt 250 ] && echo 1)"
check_equal "breakthrough: the runtime's definitions after the divider" 1 \
    "$([ "$(line_of '^static inline void rbg_partial_push(rbg_partial \*partial, int32_t cell, int32_t index)$')" -gt \
         "$(line_of '^/\* ===== shared runtime')" ] && echo 1)"
check_match "breakthrough: helpers declared before the game's code" \
    "static inline void rbg_partial_push\(rbg_partial \*partial, int32_t cell, int32_t index\);" \
    "$(head -n "$tables" "$bt")"
check_match "breakthrough: functions named by what they do" "static bool moves_from_1\(gsearch \*x, int cell\)" "$(cat "$bt")"
check_equal "breakthrough: no function named by a letter" 0 "$(grep -cE '\b[AKPCS]_[0-9]+\(' "$bt")"
check_match "breakthrough: edges by name" "EDGE_up = 3,.*G_NB_up\[" "$(tr '\n' ' ' <"$bt")"
check_match "breakthrough: variables and players by name" "S->vars\[VAR_white\].*S->player = PLAYER_black;" "$(tr '\n' ' ' <"$bt")"
# A name C cannot take as it is (here longer than 63 characters) gives way to its index.
long=aVeryLongDirectionNameThatGoesOnAndOnWellPastWhatTheEmitterSpellsOut
sed "s/\bup\b/$long/g" "$TTT" >"$WORK/longEdge.rbg"
expect_ok "$RBGC" compile "$WORK/longEdge.rbg" --emit-c -o "$WORK/c-only"
check_match "a long edge name: its index" "EDGE_0_ = 0," "$(cat "$WORK/c-only/longEdge.c")"
check_leaves_both "a long edge name" "$WORK/longEdge.rbg" 2 "9 72"
expect_ok "$RBGC" compile "$GAMES/chess.rbg" --emit-c -o "$WORK/c-only"
check_equal "chess: no constant condition" 0 "$(grep -c 'if (1)\|&& 1 &&\|(1 && \|(0 | ' "$WORK/c-only/chess.c")"

# "Any cell" loops visit only the cells of the pieces their on-tests accept (occupancy bits),
# also in chess, whose turn begins with en passant on its first cell: that cell joins the loop.
expect_ok "$RBGC" compile "$GAMES/chess.rbg" --emit-c -o "$WORK/c-only"
plan_of "$GAMES/chess.rbg"
check_equal "chess: no loop over every cell" 0 "$(in_plan '=any-every')"
# Per player, the listing search and the semimove count (where the lift starts a semimove).
check_equal "chess: the turn's loops, with their start cell" 4 "$(in_plan '=any-(bits|direct)\+start')"

# A pattern without cycles made of tests and shifts is written out as nested conditions.
plan_of "$TTT"
check_match "tic-tac-toe's line of three is written out" "pattern [0-9]+: tree" "$plan"
# The keeper asks "{? completesLine} ... + {! completesLine} ...": the pattern is decided once.
check_match "tic-tac-toe: a pattern two edges ask is decided once" $'\n''pattern [0-9]+ asked twice at state [0-9]+: decided once' "$plan"
# So is chess's "the king is attacked": a loop over the king's cells, a loop per ray.
plan_of "$GAMES/chess.rbg"
check_match "chess: the check test is written out" "pattern [0-9]+: tree" "$plan"

# An off that nothing before the switch looks at is recorded without being applied (breakthrough's
# lift: the pawn's steps never come back to its square); chess's lift is applied (its check test
# looks at the whole board).
expect_ok "$RBGC" compile "$GAMES/breakthrough.rbg" --emit-c -o "$WORK/c-only"
plan_of "$GAMES/breakthrough.rbg"
check_equal "breakthrough: both lifts recorded only" 2 "$(in_plan 'off \[empty\] to state [0-9]+: recorded, not applied')"
# Another off on the way to the switch does not read the board: the fox's and the hound's lifts are
# recorded only.
expect_ok "$RBGC" compile "$GAMES/foxAndHounds.rbg" --emit-c -o "$WORK/c-only"
plan_of "$GAMES/foxAndHounds.rbg"
check_equal "fox and hounds: both lifts recorded only" 2 "$(in_plan 'off \[empty\] to state [0-9]+: recorded, not applied')"
plan_of "$GAMES/chess.rbg"
check_equal "chess: every off applied" 0 "$(in_plan 'recorded, not applied')"

# Go's turn is any cell holding empty or eye, then ({empty} + {eye} {? legal}) ->>: each empty
# cell ends one move and nothing else, so a count takes them by their occupancy bits and walks
# only the eyes (plan_direct.c), one loop per player; go counts its moves though no ray does.
plan_of "$GAMES/go19.rbg"
check_equal "go: the counts take cells by their bits" 2 "$(in_plan 'count=any-direct(\+start)?/1')"
check_match "go: playouts count their moves" "counted moves yes" "$plan"
# "The chain has a liberty", adjacent ({stone} adjacent)* {empty, eye}, floods the chain with a
# stack and a bitset in one function (emit_flood.c), once per colour; seeded go playouts against
# the interpreter (test_compiled) check what it decides.
check_equal "go: both liberty patterns flood their chain" 2 "$(in_plan 'pattern [0-9]+: flood')"
# Inside "the stone would live" ([stone] adjacent (({stone} adjacent)* {empty, eye} + ...)), the
# walk along the new stone's chain is such a flood too, its cells kept as the walk state's
# visited pairs (every way into the walk shares them), once per colour.
check_equal "go: the new stone's chain walked by a stack" 2 "$(in_plan 'pattern=flood-walk')"
# Chess's any-square has no such cell: each kind of piece goes on with its own moves.
plan_of "$GAMES/chess.rbg"
check_equal "chess: no cell of its any-square ends one move alone" 0 "$(in_plan 'count=any-direct')"

# A state that comes back to itself after a step and an on-test walks its ray in a loop: the
# amazon's eight queen lines and the arrow's eight, for each player; chess's slides too.
expect_ok "$RBGC" compile "$GAMES/amazons.rbg" --emit-c -o "$WORK/c-only"
# The counting search (search_count, which playouts use) has the amazon's lines as loops too,
# and counts each arrow line by the occupancy bits: 32 loops listing, 16 counting, 16 counted.
plan_of "$GAMES/amazons.rbg"
check_equal "amazons: every queen line is a loop" 48 "$(in_plan '=ray-loop')"
check_equal "amazons: the arrow's lines counted by occupancy" 16 "$(in_plan 'count=counted-ray')"
# Semimoves are counted too (search_semi_count): the landing ends one at every cell of its
# line, as the arrow does: 32 rays, per player 8 landing and 8 arrow lines.
check_equal "amazons: landing and arrow lines count semimoves" 32 "$(in_plan 'semimoves=counted-ray')"
check_match "amazons: semisplit playouts count their semimoves" "counted semimoves yes" "$plan"
# ... and from the landing (and, for semimoves, from the lift), the eight lines are counted in
# place, with no call: 16 counting moves, 32 counting semimoves.
check_equal "amazons: the lines counted from the landing or the lift (8 each)" 6 "$(in_plan '/8-counted-rays')"
check_match "amazons: the diagonal lines have masks of their own" "G_PATH_RAY_[0-9]+\\[cell \\* G_OCC_WORDS" \
    "$(cat "$WORK/c-only/amazons.c")"
check_match "amazons: playouts count their moves" "counted moves yes" "$plan"
# What is left of the tables: per player and search (listing, counting moves, counting
# semimoves), the fan of the eight lines from the lift and the one from the landing.
check_equal "amazons: no shift table left for a line" 0 "$(in_plan '=table')"
check_equal "amazons: those twelve written out" 12 "$(in_plan '=shaped')"
# Chess's first semimove is a piece lifted: every kind of piece whose test no other test of the
# any-square shares is counted by its bits, per player (not the king: castling tests the king
# that has not moved too), each ending with its own lift; no other semimove of chess is
# counted, since no other search meets such cells or a counted ray: only the two turn starts.
plan_of "$GAMES/chess.rbg"
check_match "chess: semisplit playouts count the lift" "counted semimoves yes" "$plan"
check_equal "chess: five kinds of piece lifted by their bits, per player (plan)" 2 "$(in_plan 'semimoves=any-direct\+start/5')"
check_equal "chess: the lift's action by the piece, per player" 2 "$(grep -c 'static const int32_t direct_rec_' "$WORK/c-only/chess.c")"
check_equal "chess: semimoves counted from the two turn starts only" 2 \
    "$(sed -n '/^static const uint8_t G_SEMI_COUNT_AT/,/};/p' "$WORK/c-only/chess.c" | tr -cd '1' | wc -c)"
check_match "chess: the slides are loops" "moves=ray-loop" "$plan"
# In chess's check test, each ray finds its first piece by the occupancy bits: 8 per side.
# A pattern that is only shifts and tests of one piece set, with choices but no ray, is one
# mask of tested cells per way through it: connect four's "four in a row" has 13 ways (down,
# and four placings on each of three axes), asked for each disc.
expect_ok "$RBGC" compile "$GAMES/connect4.rbg" --emit-c -o "$WORK/c-only"
plan_of "$GAMES/connect4.rbg"
check_equal "connect4: four in a row as ways" 2 "$(in_plan 'pattern [0-9]+: ways')"
check_equal "connect4: 13 ways per disc" 2 "$(in_plan 'pattern [0-9]+: ways \(ways 13\)$')"
# A few masks are cheaper asked again than remembered: such a pattern keeps no memo.
check_match "connect4: four in a row not memoised" "memoised patterns no" "$plan"
# A pattern's walk to any cell of a set followed by ways of shifts and tests walks all the cells
# at once on a board of one word: draughts' "some piece of the mover can jump" is six ways per
# side (two for men, four for kings), a shift of the bits by 7 or 9 per diagonal step: down right
# twice in black's man and king ways, twice in white's king ways.
expect_ok "$RBGC" compile "$GAMES/englishDraughts.rbg" --emit-c -o "$WORK/c-only"
plan_of "$GAMES/englishDraughts.rbg"
check_equal "draughts: a capture exists, by whole-board bits" 2 "$(in_plan 'sweeps 1, sweep-ways 6\)')"
check_equal "draughts: six ways per side" 12 "$(plan_sum 'sweep-ways [0-9]+')"
check_equal "draughts: a diagonal step is one shift of the bits" 6 \
    "$(grep -c 'at_ = (at_ & UINT64_C(0x7f7f7f7f7f7f7f)) << 9;' "$WORK/c-only/englishDraughts.c")"
# Chess lists its moves: they end with the check test, run lazily once a playout draws one.
plan_of "$GAMES/chess.rbg"
check_match "chess: playouts list their moves" "counted moves no" "$plan"
# Pentago's ball is followed by eight switches, one per turn of a quadrant: a count passes over
# the eight moves at once, so its playouts count.
expect_ok "$RBGC" compile "$GAMES/pentago.rbg" --emit-c -o "$WORK/c-only"
plan_of "$GAMES/pentago.rbg"
check_match "pentago: playouts count their moves" "counted moves yes" "$plan"
# Its check test's rays, `d {empty} (d {empty})* d {rook, queen}` and the diagonals' two-shift
# steps alike, each by the occupancy bits with no branch on the way: the nearest piece along the
# ray, past the first cell.  Eight per pattern: the king's check test per side, and the castling
# squares' test per side.  No ray is left to walk cell by cell.
plan_of "$GAMES/chess.rbg"
check_equal "chess: the check test's rays by occupancy" 32 "$(plan_sum 'step-blocker-rays [0-9]+')"
check_equal "chess: no ray of a pattern walked" 0 "$(in_plan '(\(|, )(rays|blocker-rays) [0-9]+')"
# Reversi's closed line, `d {theirs} (d {theirs})* d {mine}`, the same way: the eight lines of
# "closes some line" and of "can place", per side, and each line flipped (sixteen patterns).
expect_ok "$RBGC" compile "$GAMES/reversi.rbg" --emit-c -o "$WORK/c-only"
plan_of "$GAMES/reversi.rbg"
check_equal "reversi: the lines closed by occupancy" 48 "$(plan_sum 'step-blocker-rays [0-9]+')"
# ... and its knight jumps, king steps and pawn attacks as masks of cells against the occupancy.
plan_of "$GAMES/chess.rbg"
check_equal "chess: branches of shifts and one test asked as masks" 20 "$(plan_sum 'leaf-masks [0-9]+')"

# A shift table whose pairs sit at the same paths from every cell, in the same order, is written
# out as neighbour lookups: chess has no table loop left; breakthrough's three steps forward
# are written out (in the listing search and the counting one, for each player).
plan_of "$GAMES/chess.rbg"
check_equal "chess: no table loop" 0 "$(in_plan '=table')"
plan_of "$GAMES/breakthrough.rbg"
check_equal "breakthrough: the steps written out" 4 "$(in_plan '=shaped')"
# A turn of "any pawn, lifted unseen, then fixed steps each onto a tested cell" is counted by
# whole-board bit operations (emit_sweep.c): per step, the pawns whose step lands on a cell of
# its test; the drawn move is found among the pawns by those bits.  Breakthrough's white pawn
# steps up left by 9 cells: its landing cells come back to the pawns by a shift of 9.
check_equal "breakthrough: each player's moves swept" 2 "$(in_plan 'count=move-sweep')"
check_match "breakthrough: a diagonal step is a shift of 9" "<< 9\\);" "$(cat "$WORK/c-only/breakthrough.c")"
check_match "breakthrough: playouts count their moves" "counted moves yes" "$plan"
expect_ok "$RBGC" compile "$GAMES/knightthrough.rbg" --emit-c -o "$WORK/c-only"
plan_of "$GAMES/knightthrough.rbg"
check_equal "knightthrough: the knight jumps swept" 2 "$(in_plan 'count=move-sweep')"
# The fox and the hounds put their piece down themselves before the switch (`{empty} [hound]
# ->>`): the piece put down is recorded with the switch, and their moves are swept too.
expect_ok "$RBGC" compile "$GAMES/foxAndHounds.rbg" --emit-c -o "$WORK/c-only"
plan_of "$GAMES/foxAndHounds.rbg"
check_equal "fox and hounds: each player's moves swept" 2 "$(in_plan 'count=move-sweep')"
check_equal "fox and hounds: the piece put down on the landing cell, per step" 6 \
    "$(plan_sum 'count=move-sweep/[0-9]+-steps/[0-9]+' )"
plan_of "$GAMES/chess.rbg"
check_equal "chess: not swept (its moves end with the check test)" 0 "$(in_plan 'move-sweep')"
# A player who puts the pawn down and tests the far row himself (`[wp] ({? north} + {! north}
# [$ white = 100] ->> {})`, another author's breakthrough) ends each step's move in ways that
# static tests of the landing cell choose: each way is a mask of landing cells (sweep_ends.c),
# and playouts count the moves again.  The test game has three ways per step, two of which can
# hold on one cell; perft is the interpreter's.
ENDS=$SRC/tests/programs/sweepEnds.rbg
plan_of "$ENDS"
check_equal "put down and tested by the player: moves swept" 2 "$(in_plan 'count=move-sweep/3-steps/3-put-down/9-ends-by-cell')"
check_match "put down and tested by the player: playouts count their moves" "counted moves yes" "$plan"
check_leaves_both "put down and tested by the player" "$ENDS" 5 "12 144 1452 14465 140258"
plan_of "$GAMES/breakthroughAlt.rbg"
check_equal "another author's breakthrough: each player's moves swept" 2 "$(in_plan 'count=move-sweep')"
# Two tests of the landing cell, each followed by the same put-down (`({empty} + {bKnight})
# [wKnight]`, another author's knightthrough), are one test of their union when their sets are
# disjoint (rbgc/normalize_on_tests.c): white's jumps are swept.  Black's step tests sets that
# overlap, `({wKnight} + {empty, wKnight})`, which stays two tests: not swept.
EITHER=$SRC/tests/programs/landOnEither.rbg
plan_of "$EITHER"
check_equal "disjoint tests of the landing cell: swept" 1 "$(in_plan 'count=move-sweep/4-steps/4-put-down')"
check_match "disjoint tests of the landing cell: playouts count their moves" "counted moves yes" "$plan"
check_equal "overlapping tests of the landing cell: not swept" 1 "$(in_plan 'state [0-9]+: moves=any-bits count=any-bits')"
check_leaves_both "tests of the landing cell" "$EITHER" 4 "14 266 3540 58556"
plan_of "$GAMES/knightthroughAlt.rbg"
check_equal "another author's knightthrough: each player's jumps swept" 2 "$(in_plan 'count=move-sweep')"
# An any-square whose cells go on by one on-test per kind of piece, each with steps of its own
# (draughts' men and kings), is a sweep per kind: at a cell one kind at most has moves, so the
# cells in order with that kind's steps are the listing's order.  The kinds may be tested
# straight after the any-square (white) or after a test of all of them (black); sets that
# overlap are left to the listing.
BRANCHES=$SRC/tests/programs/sweepBranches.rbg
plan_of "$BRANCHES"
check_equal "a sweep per kind of piece" 2 "$(in_plan 'count=move-sweep/6-steps')"
check_match "a sweep per kind of piece: playouts count their moves" "counted moves yes" "$plan"
check_leaves_both "a sweep per kind of piece" "$BRANCHES" 5 "6 36 228 1418 9524"
check_playouts_both "a sweep per kind of piece" "$BRANCHES" '25\.63'
sed 's/{bMan, bKing} ( {bMan}/{bMan, bKing} ( {bMan, bKing}/' "$BRANCHES" > "$WORK/overlapping.rbg"
plan_of "$WORK/overlapping.rbg"
check_equal "kinds whose sets overlap: not swept" 1 "$(in_plan 'count=move-sweep')"
check_leaves_both "kinds whose sets overlap" "$WORK/overlapping.rbg" 5 "6 60 380 3528 23980"
plan_of "$GAMES/englishDraughts.rbg"
check_equal "English draughts: the simple moves of men and kings swept" 2 "$(in_plan 'count=move-sweep/6-steps')"
# A ray that ends a move at every cell once the player puts the arrow down there himself
# (`((d) {empty})* [arrow] ->>`, another author's amazons) is counted by the occupancy bits as
# the keeper's arrow is: the arrow is recorded with the switch (rbgc_counted_ray_record).
ARROW=$SRC/tests/programs/arrowByPlayer.rbg
plan_of "$ARROW"
check_equal "the player's arrow: its eight rays counted, per player" 16 "$(in_plan 'count=counted-ray')"
check_match "the player's arrow: playouts count their moves" "counted moves yes" "$plan"
check_leaves_both "the player's arrow" "$ARROW" 3 "80 4593 210644"
plan_of "$GAMES/amazonsAlt.rbg"
check_equal "another author's amazons: the arrow's rays counted" 16 "$(in_plan 'count=counted-ray')"
# A loop that tests before it shifts, `d {theirs} d ({theirs} d)* {mine}` (another author's
# reversi), is rotated into shift-then-test form (rbgc/normalize_loops.c): in the patterns its
# lines are blocker rays found by the occupancy bits, as ours are, where they were searches;
# in the rules the walk out to the closing disc is a ray loop.  Perft is the interpreter's
# before the rotation.
ROTATE=$SRC/tests/programs/testThenShift.rbg
plan_of "$ROTATE"
check_equal "lines that test before they shift: no pattern searched" 0 "$(in_plan 'pattern [0-9]+: search|pattern=')"
check_equal "lines that test before they shift: every line a blocker ray" 64 "$(plan_sum 'step-blocker-rays [0-9]+')"
check_equal "lines that test before they shift: the rules' walks are ray loops" 4 \
    "$(in_plan 'state [0-9]+: (moves=ray-loop )?keeper=ray-loop')"
check_leaves_both "lines that test before they shift" "$ROTATE" 7 "4 12 56 244 1364 7604 47740"
# The shapes the rotation must keep exact (another way round before the test, a loop head that
# ends the pattern, a step of two shifts, exits that put pieces down): the interpreter's perft
# and seeded playouts before the rotation.
SHAPES=$SRC/tests/programs/testThenShiftShapes.rbg
plan_of "$SHAPES"
check_equal "loops that test before they shift: rotated where a ray follows" 2 "$(in_plan 'pattern [34]: tree')"
check_leaves_both "loops that test before they shift, other shapes" "$SHAPES" 4 "22 453 8526 149389"
check_playouts_both "loops that test before they shift" "$SHAPES" '17\.37'

# A walk to the board's edge, `(d)* {! d}`, is one shift to the walk's last cell
# (rbgc/normalize_edge_walks.c), whatever the spelling of its test; a loop over the cells of a
# set the cell fixes, then one test (`(left* + right*) {e}` after it), is a tree's cell-set,
# asked by the occupancy bits.  `left* {! up}` is no such walk, but the cells left of the
# cell, an edge test and a piece test: one mask (rbgc/plan_cell_masks.c).
# Perft and seeded playouts are the interpreter's before the change.
WALKS=$SRC/tests/programs/edgeWalks.rbg
plan_of "$WALKS"
check_equal "walks to the edge: one jump per step" 3 "$(in_plan '^jump ')"
check_match "walks to the edge: two shifts a step" "jump \(up left\)\* \{! up left\}: one shift" "$plan"
check_equal "walks to the edge: the rows after them are cell-sets" 2 "$(in_plan 'tree \(cell-sets 1\)')"
check_match "a walk whose test is of another direction: an edge test and a piece test by one mask" \
    "pattern 4: tree \(cell-masks 1\)" "$plan"
check_leaves_both "walks to the edge" "$WALKS" 4 "14 172 1840 16958"
check_playouts_both "walks to the edge" "$WALKS" '9\.67'
# A loop over a set of cells, then a piece test and tests each cell fixes, in any order
# (`{mine} {! up}`, `{! up} {mine}`), is one AND of the occupancy bits with a constant mask
# (rbgc/plan_cell_masks.c): no loop where the pattern ends there, a loop over the masked cells
# where a step follows.  Perft and seeded playouts are the interpreter's before the change.
MASKS=$SRC/tests/programs/cellMasks.rbg
plan_of "$MASKS"
check_equal "piece and edge tests after a loop: one mask, in either order" 7 "$(in_plan 'cell-masks 1\)')"
check_equal "piece and edge tests after a loop: no pattern searched" 0 "$(in_plan 'pattern [0-9]+: search')"
check_leaves_both "piece and edge tests after a loop" "$MASKS" 5 "18 306 3700 43300 420436"
check_playouts_both "piece and edge tests after a loop" "$MASKS" '10\.73'
# A count whose moves the board does not change (the top row's cells, then one of two sides:
# eight per stone that does not win), spelled as an any-square with a static test and as a walk
# to the top row and along it, passes over them by one subtraction (rbgc/plan_constant_counts.c);
# a walk up from the stone, as many moves as cells above it, by a table per cell; a piece test
# on the way reads the board, so that count walks.  Perft and seeded playouts are the
# interpreter's before the change.
CONSTANT=$SRC/tests/programs/constantCounts.rbg
plan_of "$CONSTANT"
check_equal "moves the board does not change: both spellings counted at once" 2 "$(in_plan 'count=[a-z-]+/constant-8')"
check_leaves_both "moves the board does not change" "$CONSTANT" 3 "128 15360 1720320"
check_playouts_both "moves the board does not change" "$CONSTANT" '12\.93'
sed 's/up\* {! up} (left\* + right\*) side/up* side/' "$CONSTANT" >"$WORK/constantByCell.rbg"
plan_of "$WORK/constantByCell.rbg"
check_equal "moves the cell alone fixes: a table per cell" 1 "$(in_plan 'count=[a-z-]+/constant-by-cell')"
check_leaves_both "moves the cell alone fixes" "$WORK/constantByCell.rbg" 3 "128 9600 1075200"
check_playouts_both "moves the cell alone fixes" "$WORK/constantByCell.rbg" '13\.93'
sed 's/anySquare {! up} side/anySquare {e} side/' "$CONSTANT" >"$WORK/constantReadsBoard.rbg"
plan_of "$WORK/constantReadsBoard.rbg"
check_equal "a piece test on the way: only o's count constant (must not apply to x's)" 1 "$(in_plan 'count=[a-z-]+/constant-8')"
check_leaves_both "a piece test on the way" "$WORK/constantReadsBoard.rbg" 3 "480 57600 20966400"
check_playouts_both "a piece test on the way" "$WORK/constantReadsBoard.rbg" '13\.80'
plan_of "$GAMES/pentago.rbg"
check_equal "pentago: the quadrant's turns counted at once" 2 "$(in_plan 'count=[a-z-]+/constant-8')"
plan_of "$GAMES/knightthroughAlt.rbg"
check_equal "another author's knightthrough: a knight on the far row, one mask" 2 \
    "$(in_plan 'pattern [0-9]+: tree \(cell-masks 1\)')"
plan_of "$GAMES/connect4Alt.rbg"
check_match "another author's connect four: the full-board test a cell-set" "pattern 3: tree \(cell-sets 1\)" "$plan"
plan_of "$GAMES/ticTacToeAlt.rbg"
check_equal "another author's tic-tac-toe: no pattern searched" 0 "$(in_plan 'pattern [0-9]+: search')"
plan_of "$GAMES/foxAndHoundsAlt.rbg"
check_match "another author's fox and hounds: the end test a cell-set" "pattern 3: tree \(cell-sets 1\)" "$plan"
# A chain pattern between a placement's on-test and its disc (`{e} {! down {e}} [x]`, another
# author's connect four) filters the placement's cells (runtime/analysis_placement_filter.c):
# playouts draw the cell from the bitset and run the line tests on it alone, where they listed
# every move.  Asked both ways; perft and seeded playouts are the interpreter's before.
DROP=$SRC/tests/programs/dropByTest.rbg
plan_of "$DROP"
check_match "a pattern before the disc: its cells filtered by shifted bits (must fail)" \
    "placement at state [0-9]+: cells by occupancy bits where pattern [0-9]+ fails \(shifted bits\), the ending's tests on the drawn cell" "$plan"
check_match "a pattern before the disc: its cells filtered one by one (must hold)" \
    "placement at state [0-9]+: cells by occupancy bits where pattern [0-9]+ holds, the ending's tests on the drawn cell" "$plan"
check_leaves_both "a pattern before the disc" "$DROP" 6 "4 16 64 256 1020 3588"
check_scores_both "a pattern before the disc" "$DROP" 30 5 '11\.30' 'mean score of xp +61\.67'
plan_of "$GAMES/connect4Alt.rbg"
check_equal "another author's connect four: placement turns" 2 \
    "$(in_plan 'placement at state [0-9]+: cells by occupancy bits where pattern 1 fails \(shifted bits\)')"
check_equal "another author's connect four: its placements applied directly, the endings tested" 2 \
    "$(in_plan "the ending's tests on the drawn cell; applied directly")"
# A playout applies a placement's move by a function of its own (hot_place, rbgc/emit_apply.c):
# the offs on the drawn cell, the switch, the keeper's search called from the switch's target;
# the same state as apply's, so the same perft and seeded playouts as the interpreter's.
PLACE=$SRC/tests/programs/placeDirect.rbg
plan_of "$PLACE"
check_equal "placements applied directly: both players' turns" 2 "$(in_plan 'cells by occupancy bits; applied directly')"
check_leaves_both "placements applied directly" "$PLACE" 5 "16 240 3360 43680 520416"
check_scores_both "placements applied directly" "$PLACE" 300 5 '12\.95' 'mean score of op +69\.00'
plan_of "$GAMES/connect4.rbg"
check_equal "connect four: its placements applied directly" 2 "$(in_plan 'cells by occupancy bits; applied directly')"
# A pattern that the rules ask at most once per pattern version keeps no memo
# (rbgc/plan_asked_once.c): asked once after a modifier, or once on each path, it is not
# memoised; asked twice on one path, inside a loop, by another pattern, or where a turn starts
# (a count and its pick share a version), it is.  The answers are the interpreter's.
ONCE=$SRC/tests/programs/askedOnce.rbg
plan_of "$ONCE"
check_match "asked once after the stone: not memoised" "pattern 1: tree \(blocker-rays 1\), asked once per version: not memoised" "$plan"
check_match "asked once on each of two paths: not memoised" "pattern 3: tree, asked once per version: not memoised" "$plan"
check_equal "asked twice on a path, by a pattern, in a loop, where a turn starts: memoised" 0 \
    "$(in_plan 'pattern [2456]: .*not memoised')"
check_leaves_both "patterns asked once" "$ONCE" 4 "9 72 378 972"
check_scores_both "patterns asked once" "$ONCE" 300 5 '3\.08' 'mean score of xp +42\.00'
plan_of "$GAMES/connect4Alt.rbg"
check_equal "another author's connect four: its top-row patterns not memoised" 1 \
    "$(in_plan 'asked once per version: not memoised')"
check_match "another author's connect four: no memo left" "memoised patterns no" "$plan"
# A pattern of shifts and tests of one set with a loop is walked from every cell into masks of
# cells (rbgc/plan_way_masks.c) where few masks come out, unless the loop is a walk to a set of
# cells (one mask already) or has too many walks; a ray whose step comes back to its cell is no
# ray loop (it never ended).  The answers are the interpreter's.
WALKED=$SRC/tests/programs/walkedWays.rbg
plan_of "$WALKED"
check_match "a line found by backing up first: walked" "pattern 1: ways \(walked-ways 5\)" "$plan"
check_match "a zigzag, a loop with a choice: walked" "pattern 2: ways \(walked-ways 8\)" "$plan"
check_match "a maze of own stones: too many walks" "pattern 3: search" "$plan"
check_match "a step back and forth to another set: no ray loop" "pattern 4: search" "$plan"
check_match "the other cells of a column: walked" "pattern 5: ways \(walked-ways 3\)" "$plan"
check_match "a step back and forth: walked" "pattern 6: ways \(walked-ways 1\)" "$plan"
check_match "any cell of a row: a cell set, not walked" "pattern 7: tree \(cell-sets 1\)" "$plan"
check_leaves_both "patterns walked from every cell" "$WALKED" 5 "20 380 6570 107270 1583168"
check_scores_both "patterns walked from every cell" "$WALKED" 300 5 '8\.72' 'mean score of xp +52\.17'
# A walk to any cell that then branches on the kind of piece there, each branch ways of shifts
# and tests, is swept over the whole board (rbgc/emit_sweep.c); on a board whose rows differ in
# length (a diamond drawn in a rectangle, as another author's draughts) a step up or down moves
# the cells of each kind of row by its own number, a step along a row by one.  So are the moves
# that end with a step onto an empty cell, in counting searches: a step of several groups finds
# its landing cell from a table of numbers per start cell.  The answers are the interpreter's,
# and the old build's, which swept neither.
# `$ piece` on a board of one word is the population count of the piece's occupancy bits, and
# the state keeps no counts to update at every change of a cell; on a larger board it keeps them.
expect_ok "$RBGC" compile "$GAMES/theMillGame.rbg" --emit-c -o "$WORK/c-only"
check_equal "the mill: no counts kept" 0 "$(grep -c 'int32_t counts\[' "$WORK/c-only/theMillGame.c")"
check_equal "the mill: counted by the bits" 1 \
    "$(grep -c '^#define G_COUNT(piece) ((int64_t)__builtin_popcountll(S->occ\[piece\]\[0\]))' "$WORK/c-only/theMillGame.c")"
expect_ok "$RBGC" compile "$GAMES/go19.rbg" --emit-c -o "$WORK/c-only"
check_equal "go on 19x19: counts kept" 1 "$(grep -c 'int32_t counts\[' "$WORK/c-only/go19.c")"
DIAMOND=$SRC/tests/programs/diamondJumps.rbg
plan_of "$DIAMOND"
check_match "any cell, then a branch per kind of piece: swept" "pattern 1: tree \(sweeps 1, sweep-ways 6\)" "$plan"
check_match "the other player's: swept" "pattern 2: tree \(sweeps 1, sweep-ways 6\)" "$plan"
check_match "the steps of both kinds of piece: swept" "state 55: moves=any-bits count=move-sweep/6-steps" "$plan"
check_match "so the game counts its moves" "game: counted moves yes" "$plan"
expect_ok "$RBGC" compile "$DIAMOND" --emit-c -o "$WORK/c-only"
check_equal "each step up or down on the diamond moves two kinds of row" 12 \
    "$(grep -c '^ *at_ = ((at_ & UINT64_C(0x[0-9a-f]*)) [<>]* [0-9]*) | ((at_' "$WORK/c-only/diamondJumps.c")"
check_equal "each step up or down of a move: a landing table" 6 \
    "$(grep -c 'static const int8_t off[0-9]*_\[64\]' "$WORK/c-only/diamondJumps.c")"
check_leaves_both "moves swept on a diamond" "$DIAMOND" 10 "3 6 13 40 94 220 454 1090 2198 5579"
check_scores_both "branches swept on a diamond" "$DIAMOND" 300 5 '10\.37' 'mean score of black +87\.33'
plan_of "$GAMES/connect4Alt.rbg"
check_equal "another author's connect four: its lines walked" 2 "$(in_plan 'ways \(walked-ways 13\)')"
plan_of "$GAMES/pentago.rbg"
check_equal "pentago: its lines of five walked" 2 "$(in_plan 'ways \(walked-ways 7\)')"
plan_of "$GAMES/chess.rbg"
check_equal "chess: the check asked where the turn starts stays memoised" 0 "$(in_plan 'pattern 1: .*not memoised')"
plan_of "$GAMES/reversi.rbg"
check_equal "reversi: its placements applied directly once their cells are known legal" 2 \
    "$(in_plan 'all at once as bits\); applied directly')"
# A walk along a line to the last empty cell of a run, `d* {e}` then a pattern of one step and
# one test (`{! down {e}}`, `{? up {x, o, f}}`, `{! left {e}}`: another author's connect four
# lets its discs fall so), is a shift table whose cells the occupancy bits find, the pattern's
# answer for every cell included (rbgc/plan_table_bits.c); the walk that tests each cell as it
# goes, `(down {e})* {! down {e}}`, stays a ray loop.  Perft and seeded playouts (the fall
# decides the games) are the interpreter's before the change.
FALL=$SRC/tests/programs/fallDown.rbg
plan_of "$FALL"
check_equal "a fall to the last empty cell: the table's cells by bits, the pattern too" 3 \
    "$(in_plan 'keeper=table-bits/(fails|holds)-pattern-[0-9]+')"
check_match "a fall that must hold" "keeper=table-bits/holds-pattern-8" "$plan"
check_match "a fall tested cell by cell: a ray loop" "state 45: keeper=ray-loop" "$plan"
# The bits have answered the pattern, so each fall goes on past it: no search function is left
# for the states that only ask it (11, 29 and 65).
check_equal "a fall's pattern asked by nobody after its bits" 0 "$(in_plan '^state (11|29|65): ')"
check_leaves_both "a fall to the last empty cell" "$FALL" 4 "20 380 6840 116280"
check_scores_both "a fall to the last empty cell" "$FALL" 200 1 '8\.63' 'mean score of xp +73\.00'
check_playouts_both "a fall to the last empty cell" "$FALL" '8\.13'

# A modifier opens a visited level only when a state with a visited check follows it before the
# next modifier, and a fresh pattern version only when a pattern does: no modifier of hex needs
# a level; the mill's lift is followed by its checked any-square, so it opens one.
plan_of "$GAMES/hex.rbg"
check_equal "hex: no visited level pushed" 0 "$(in_plan 'fresh visited level')"
plan_of "$GAMES/theMillGame.rbg"
check_match "the mill: a lift opens a visited level" "modifier #2 at state 2 to state 3: fresh visited level" "$plan"
# A man steps to an empty neighbour, `(up + down + left + right) {empty}`: the table's start
# pair only passes through, and each step ends in the same test, so the occupancy bits find the
# neighbours (in the table's ascending order), for both sides.
check_equal "the mill: a step to an empty neighbour by bits" 2 "$(in_plan '^state (30|128): moves=table-bits$')"

# Reversi's turn is a placement whose moves end with a test ("closes a line"): playouts draw its
# cells from the bitset and test the drawn one, for each player.
plan_of "$GAMES/reversi.rbg"
check_equal "reversi: placement turns with final tests" 2 "$(in_plan 'placement at state [0-9]+: cells by occupancy bits, final tests on the drawn cell')"
# Its test is a pattern of lines from the disc, made of shifts and on-tests that never look at
# the disc's own cell: the compiled playouts have the cells that pass it at once, as bits
# (rbgc/emit_legal_cells.c), and replay the same draws without trying the cells, so a seed
# plays the same games as the interpreter's tries.  Asked both ways in closeLines.rbg; a line
# that comes back to the disc's cell (`s (n) {mine}`) is not taken as bits.
check_equal "reversi: legal cells as bits" 2 \
    "$(in_plan 'final tests on the drawn cell \(cells where pattern [0-9]+ holds, all at once as bits\)')"
LINES=$SRC/tests/programs/closeLines.rbg
plan_of "$LINES"
check_match "closed lines: legal cells as bits (must hold)" \
    "placement at state [0-9]+: cells by occupancy bits, final tests on the drawn cell \(cells where pattern [0-9]+ holds, all at once as bits\)" "$plan"
check_match "closed lines: legal cells as bits (must fail)" \
    "placement at state [0-9]+: cells by occupancy bits, final tests on the drawn cell \(cells where pattern [0-9]+ fails, all at once as bits\)" "$plan"
sed 's/#closesAny(mine; theirs) = ( /#closesAny(mine; theirs) = ( s (n) {mine} + /' "$LINES" >"$WORK/backToDisc.rbg"
plan_of "$WORK/backToDisc.rbg"
check_equal "a line back to the disc: not as bits" 0 "$(in_plan 'all at once as bits')"
# the line as the reference corpus spells it, the step after the test: the same fill
sed 's/^#closedLine(d; mine; theirs) = .*/#closedLine(d; mine; theirs) = (d) {theirs} (d) ({theirs} (d))* {mine}/' \
    "$GAMES/reversi.rbg" >"$WORK/reversiSpelled.rbg"
plan_of "$WORK/reversiSpelled.rbg"
check_equal "reversi spelled otherwise: legal cells as bits" 2 "$(in_plan 'all at once as bits')"
check_leaves_both "closed lines" "$LINES" 5 "4 52 144 1572 2628"
check_leaves_both "a line back to the disc" "$WORK/backToDisc.rbg" 5 "13 50 576 1588 15972"
for game in "$LINES" "$WORK/backToDisc.rbg" "$GAMES/reversi.rbg" "$WORK/reversiSpelled.rbg"; do
    expect_ok "$RBG" bench "$game" --playouts 30 --seed 5 --backend interp --quiet && tried=$(bench_means "$out")
    check_match "$(basename "$game"): the interpreter's playouts" "mean playout length" "$tried"
    expect_ok "$RBG" bench "$game" --playouts 30 --seed 5 --quiet &&
        check_equal "$(basename "$game"): compiled playouts as the interpreter's" "$tried" "$(bench_means "$out")"
    [ "$game" != "$LINES" ] || check_match "closed lines: seeded playouts" "mean playout length \(nodal\) 7\.13;" "$tried"
done

# A move that is a cell passing a test, the disc put by the keeper (another author's reversi:
# `anySquare {e} {? movePossible} ->> ... [me]`): the any-square's cells are the occupancy bits
# of the tested pieces and-ed with the cells where the pattern holds (fails), computed at once
# (rbgc/plan_any_legal.c).  Both spellings of chooseLineCell.rbg get it; a line with a nested
# pattern is no fill, and its cells ask the pattern one by one.  Same moves, same seeded games.
CHOOSE=$SRC/tests/programs/chooseLineCell.rbg
plan_of "$CHOOSE"
check_equal "a cell passing a test: legal cells as bits (must hold, must fail)" \
    "1 1" "$(in_plan '^any-square at state [0-9]+: cells where pattern [0-9]+ holds, all at once as bits') $(in_plan '^any-square at state [0-9]+: cells where pattern [0-9]+ fails, all at once as bits')"
sed 's/^#closesAny(mine; theirs) = ( /#closesAny(mine; theirs) = ( (n) {! (w) {mine}} {theirs} + /' "$CHOOSE" >"$WORK/chooseNested.rbg"
plan_of "$WORK/chooseNested.rbg"
check_equal "a cell passing a nested pattern: not as bits" 0 "$(in_plan 'holds, all at once as bits')"
check_leaves_both "a cell passing a test" "$CHOOSE" 6 "4 52 144 1572 2628 23436"
check_leaves_both "a cell passing a nested pattern" "$WORK/chooseNested.rbg" 5 "4 52 166 1799 4514"
check_playouts_both "a cell passing a test" "$CHOOSE" '7\.13'
check_playouts_both "a cell passing a nested pattern" "$WORK/chooseNested.rbg" '9\.53'

# A player who puts the piece himself and then chooses the move's ending by tests (another
# author's gomoku: won, drawn on a full board, or play on), exactly one of which passes
# whatever the board: every empty cell is one move, so the turn is a placement and the tests
# run on the drawn cell alone (runtime/analysis_one_ending.c).  Where two endings can both pass
# (the overlap below: a win with empty cells left), or one might fail after its tests (a score
# computed, which could leave its bounds), each cell is not one move, and the moves are
# listed.  Seeded playouts are the same in both backends, listed (--exact) or drawn.
cat >"$WORK/placeEndings.rbg" <<'GAME'
#players = cross(2), nought(2)
#pieces = empty, X, O
#variables =
#board = rectangle(n, s, w, e, [empty, empty, empty] [empty, empty, empty] [empty, empty, empty])
#anyCell = (n* + s*)(w* + e*)
#three(p; d1; d2) = ( (d1 {p})^2 + ((d2) {p})^2 + d1 {p} (d2)^2 {p} )
#win(p) = ( three(p; n; s) + three(p; w; e) + three(p; n w; s e) + three(p; n e; s w) )
#turn(me; mine; opp) =
    ->me anyCell {empty} [mine]
    ( {? win(mine)} [$ me = 2, opp = 0] ->> {}
    + {! win(mine)} {! anyCell {empty}} [$ me = 1, opp = 1] ->> {}
    + {! win(mine)} {? anyCell {empty}} )
#rules = ( turn(cross; X; nought) turn(nought; O; cross) )*
GAME
sed 's/+ {! win(mine)} {! anyCell {empty}}/+ {? anyCell {empty}}/' "$WORK/placeEndings.rbg" >"$WORK/placeOverlap.rbg"
sed 's/\[\$ me = 2, opp = 0\]/[$ me = opp + 2, opp = 0]/' "$WORK/placeEndings.rbg" >"$WORK/placeBound.rbg"
one_ending='placement at state [0-9]+: cells by occupancy bits, the ending.s tests on the drawn cell'
plan_of "$WORK/placeEndings.rbg"
check_equal "endings chosen by tests: placement turns" 2 "$(in_plan "$one_ending")"
plan_of "$WORK/placeOverlap.rbg"
check_equal "endings that overlap: no placement" 0 "$(in_plan 'placement at state')"
plan_of "$WORK/placeBound.rbg"
check_equal "an ending that might fail: no placement" 0 "$(in_plan 'placement at state')"
for alt in gomokuAlt hexAlt; do
    plan_of "$GAMES/$alt.rbg"
    check_equal "$alt: placement turns with endings chosen by tests" 2 "$(in_plan "$one_ending")"
done
check_leaves_both "endings chosen by tests" "$WORK/placeEndings.rbg" 6 "9 72 504 3024 15120 54720"
check_leaves_both "endings that overlap" "$WORK/placeOverlap.rbg" 3 "18 144 1008"
check_leaves_both "an ending that might fail" "$WORK/placeBound.rbg" 6 "9 72 504 3024 15120 54720"
expect_ok "$RBG" bench "$WORK/placeEndings.rbg" --playouts 300 --seed 3 --backend interp --exact --quiet &&
    listed=$(bench_means "$out")
check_match "endings chosen by tests: listed playouts" "mean score of nought" "$listed"
for mode in "--backend interp" "--backend compiled" "--backend compiled --exact"; do
    expect_ok "$RBG" bench "$WORK/placeEndings.rbg" --playouts 300 --seed 3 $mode --quiet &&
        check_equal "endings chosen by tests: playouts $mode as listed" "$listed" "$(bench_means "$out")"
done

# The default backend compiles once into the cache, then reuses the module.  (--quiet: a compile
# that takes over a second says so on stderr, and how long one takes depends on the machine.)
export RBG_CACHE=$WORK/cache
expect_ok "$RBG" perft "$TTT" 3 --json --quiet &&
    check_equal "compiled leaves" "9 72 504" "$(leaves "$out")"
modules=$(ls "$WORK/cache"/*.so 2>/dev/null | wc -l)
check_equal "one module in the cache" 1 "$modules"
stamp=$(stat -c %Y "$WORK/cache"/*.so)
sleep 1
expect_ok "$RBG" bench "$TTT" --playouts 10 --json --quiet &&
    check_match "compiled backend" '"backend": "compiled"' "$out"
check_equal "the module is reused" "$stamp" "$(stat -c %Y "$WORK/cache"/*.so)"

# Several processes compiling the same game into an empty cache at once all succeed.
export RBG_CACHE=$WORK/cache2
for i in 1 2 3 4; do
    "$RBG" perft "$GAMES/breakthrough5x5.rbg" 3 --json --quiet >"$WORK/par$i" 2>"$WORK/par$i.err" &
done
wait
for i in 1 2 3 4; do
    check_equal "parallel run $i" "13 156 1924" "$(leaves "$(cat "$WORK/par$i")")"
    check_equal "parallel run $i stderr" "" "$(cat "$WORK/par$i.err")"
done
check_equal "no temporary files left" 1 "$(ls -A "$WORK/cache2" | wc -l)"

# No compiler: one line saying so (--quiet or not), then the interpreter gives the same answer.
export RBG_CACHE=$WORK/cache3
run env RBG_CC=/nonexistent/cc "$RBG" perft "$TTT" 2 --json --quiet
check_no_crash && check_equal "exit status" 0 "$rc" && check_equal "leaves" "9 72" "$(leaves "$out")" &&
    check_match "one line about the compiler" "^rbg: .*/nonexistent/cc.*; using the interpreter$" "$err"
# A cache directory that cannot be created: the same.
run env RBG_CACHE=/proc/rbg-cache "$RBG" bench "$TTT" --playouts 5 --json
check_no_crash && check_equal "exit status" 0 "$rc" && check_match "interpreter" '"backend": "interp"' "$out" &&
    check_match "one line about the cache" "^rbg: .*/proc/rbg-cache.*; using the interpreter$" "$err"
# A compiler that fails: the same.
run env RBG_CC=false "$RBG" perft "$TTT" 1 --json --quiet
check_no_crash && check_equal "exit status" 0 "$rc" && check_equal "leaves" "9" "$(leaves "$out")" &&
    check_match "one line about the failure" "^rbg: .*'false'.*; using the interpreter$" "$err"

# Direct moves of an any-square (plan_direct.c) are counted only when no other way reaches
# their switch at their cell.  Here `{x} up` reaches the switch one cell up, on the empty cells
# of two x's: counting the empty cells by their bits would count those moves twice.
export RBG_CACHE=$WORK/cache4
cat >"$WORK/twoWays.rbg" <<'GAME'
#players = a(1), b(1)
#pieces = empty, x
#variables =
#board = rectangle(up, down, left, right, [empty, x, empty] [empty, empty, x] [x, empty, empty])
#anyCell = (up* + down*)(left* + right*)
#rules = ( ->a anyCell ({empty} + {x} up) ->> [x] ->b anyCell ({empty} + {x} up) ->> [x] )*
GAME
plan_of "$WORK/twoWays.rbg"
check_equal "two ways to a switch: not counted by bits" 0 "$(in_plan 'count=any-direct')"
check_leaves_both "two ways" "$WORK/twoWays.rbg" 3 "6 34 188"
# As go, but the x's own moves test the cell up: both ways stay on the cell, so the empty cells
# are counted by their bits, with the same leaves as the interpreter's.
sed 's/{x} up)/{x} {? up {empty}})/g' "$WORK/twoWays.rbg" >"$WORK/oneWay.rbg"
plan_of "$WORK/oneWay.rbg"
check_equal "one way to a switch: counted by bits" 2 "$(in_plan 'count=any-direct/1')"
expect_ok "$RBG" perft "$WORK/oneWay.rbg" 3 --json --quiet && compiled_leaves=$(leaves "$out")
expect_ok "$RBG" perft "$WORK/oneWay.rbg" 3 --json --backend interp &&
    check_equal "one way: compiled leaves as interpreted" "$(leaves "$out")" "$compiled_leaves"

# An any-square loop meets each cell once, so the state after its on-test needs no visited check
# when nothing else enters that state and the loop is entered only after a modifier or a switch
# (each starts a level of its own): the mill's "any man of mine" (plan_direct.c).  Here a's loop
# is entered twice at the same level, through two comparisons that both hold: its check stays,
# or each of a's moves would be counted twice (6, 18, 108); b's loop, after a switch, has none.
export RBG_CACHE=$WORK/cache5
cat >"$WORK/twice.rbg" <<'GAME'
#players = a(1), b(1)
#pieces = empty, x
#variables = v(1)
#board = rectangle(up, down, left, right, [empty, x, empty] [empty, empty, x] [x, empty, empty])
#anyCell = (up* + down*)(left* + right*)
#rules = ( ->a ({$ v == 0} + {$ v < 1}) anyCell {x} [empty] ->> [x] ->b anyCell {x} [empty] ->> [x] )*
GAME
plan_of "$WORK/twice.rbg"
check_equal "a loop entered twice keeps its check, in each search" 2 "$(in_plan 'moves=any-bits:checked')"
check_equal "a loop entered after a switch has none" 1 "$(in_plan 'moves=any-bits( |$)')"
check_leaves_both "entered twice" "$WORK/twice.rbg" 3 "3 9 27"
plan_of "$GAMES/theMillGame.rbg"
check_equal "mill: the loops over the mover's men without a check" 0 "$(in_plan ':checked')"

# Two any-squares side by side (`anyCell {x} ... + anyCell {y} ...`, as skirmish's pawns beside
# its other pieces) share one table, with each cell going on through both branches in turn and
# the start cell through the turn's own edges: one loop over the occupancy bits of x and y and
# the start cell, per player and per search.  Depth 1 by hand: no {empty} on the start cell (an
# x), each of the three x's to the four empty cells or back to its own, the two y's removed: 17.
export RBG_CACHE=$WORK/cache6
cat >"$WORK/branches.rbg" <<'GAME'
#players = a(1), b(1)
#pieces = empty, x, y
#variables =
#board = rectangle(up, down, left, right, [x, empty, y] [empty, y, x] [x, empty, empty])
#anyCell = (up* + down*)(left* + right*)
#turn(me) = ->me ( {empty} [y] ->> + anyCell {x} [empty] anyCell {empty} ->> [x] + anyCell {y} [empty] ->> )
#rules = ( turn(a) turn(b) )*
GAME
expect_ok "$RBGC" compile "$WORK/branches.rbg" --emit-c -o "$WORK/c-only"
plan_of "$WORK/branches.rbg"
check_equal "two any-squares: one loop by the bits, per player and search" 4 "$(in_plan '=any-branches')"
check_equal "two any-squares: no table loop" 0 "$(in_plan '=table')"
check_leaves_both "two any-squares" "$WORK/branches.rbg" 3 "17 295 5187"
# The moves in the same order: the same random game on both backends.
expect_ok "$RBG" play "$WORK/branches.rbg" --agent random --agent random --seed 5 --max-length 40 --quiet
compiled_game=$out
expect_ok "$RBG" play "$WORK/branches.rbg" --agent random --agent random --seed 5 --max-length 40 --quiet --backend interp
check_equal "two any-squares: the same random game on both backends" "$out" "$compiled_game"
expect_ok "$RBGC" compile "$GAMES/skirmish.rbg" --emit-c -o "$WORK/c-only"
plan_of "$GAMES/skirmish.rbg"
check_equal "skirmish: its pawns and other pieces in one loop, per player" 2 "$(in_plan '=any-branches')"

# A Shift split leaves a row's cells to a semimove of their own: breakthrough @ModShift picks a
# row, then a pawn of that row, `(left* + right*) {pawn} [empty]`.  Each entry of the row's table
# ends one semimove at its cell after one test, so a semimove count takes the pawns of the row
# from the occupancy bits, per player (emit_count_table.c).
expect_ok "$RBGC" compile "$GAMES/breakthrough.rbg" --split ModShift --emit-c -o "$WORK/c-only"
plan_of "$GAMES/breakthrough.rbg" --split ModShift
check_equal "breakthrough @ModShift: a row's pawns counted by their bits, per player" 2 "$(in_plan 'semimoves=count-table')"
check_match "breakthrough @ModShift: with occupancy bits" "occupancy bits yes" "$plan"
# A row whose start cell and other cells have different tests: two groups, each with its mask.
# Depth 1 by hand, from the top left cell: the top row's x and its y to the right, the middle
# row nothing (a dead end: no x on its left cell, no y to the right), the bottom row's x and y.
cat >"$WORK/rowcount.rbg" <<'GAME'
#players = a(1), b(1)
#pieces = empty, x, y
#variables =
#board = rectangle(up, down, left, right, [x, y, x] [y, empty, x] [x, x, y])
#turn(me) = ->me (up* + down*) . ({x} + right right* {y}) [empty]
#rules = ( turn(a) turn(b) )*
GAME
plan_of "$WORK/rowcount.rbg" --split Mod
check_equal "a row of two tests: two groups counted, per player" 2 "$(in_plan 'semimoves=count-table/2-groups')"
export RBG_CACHE=$WORK/cache7
check_leaves_both "a row of two tests" "$WORK/rowcount.rbg" 4 "4 10 17 22"
untimed() { printf '%s\n' "$1" | sed 's/"backend": "[a-z]*", //; s/"seconds.*"mean_nodal/"mean_nodal/'; }
for game in "$WORK/rowcount.rbg" "$GAMES/breakthrough.rbg"; do
    expect_ok "$RBG" bench "$game" --split ModShift --playouts 500 --seed 7 --json --quiet
    compiled_bench=$(untimed "$out")
    expect_ok "$RBG" bench "$game" --split ModShift --playouts 500 --seed 7 --json --backend interp
    check_equal "$(basename "$game") @ModShift: the same semisplit playouts on both backends" "$(untimed "$out")" "$compiled_bench"
done

# A choice whose alternatives all end in one switch, one alternative made only of patterns:
# two ways reach that switch at one cell (`{! P} + {? P}`, tests assumed to pass), so its target
# keeps a visited check.  The check belongs to the level of the last modifier before the switch;
# the compiled search checked it in the level before the moves' modifiers (which open no level
# of their own: an off recorded unapplied, then the last off before the switch), so a second move
# ending at the same cell after other modifiers was lost (minishogi's `->me (moves + drops) ->>`:
# 9 moves instead of 14).  By hand: x right onto the middle cell, y left onto it, and the bare
# switch on the first cell (exactly one of the two patterns holds there): 3 moves, then the
# keeper's `{}` ends the game.
export RBG_CACHE=$WORK/cache8
cat >"$WORK/choice.rbg" <<'GAME'
#players = a(1)
#pieces = e, x, y, z
#variables =
#board = rectangle(up, down, left, right, [x, e, y] [e, z, e])
#rules = ->a ( (left* + right*) ( {x} [e] right [x] + {y} [e] left [y] )
             + ( {! up {x}} + {? up {x}} ) ) ->> {}
GAME
check_leaves_both "patterns beside moves, one switch" "$WORK/choice.rbg" 2 "3 0"
expect_ok "$RBG" moves "$WORK/choice.rbg" --quiet --numeric
check_equal "patterns beside moves: the moves" "1 2 2 3 2 6
1 6
3 4 2 5 2 6" "$out"
# The alternative of patterns first: the same 3 moves.
cat >"$WORK/choiceFirst.rbg" <<'GAME'
#players = a(1)
#pieces = e, x, y, z
#variables =
#board = rectangle(up, down, left, right, [x, e, y] [e, z, e])
#rules = ->a ( ( {! up {x}} + {? up {x}} )
             + (left* + right*) ( {x} [e] right [x] + {y} [e] left [y] ) ) ->> {}
GAME
check_leaves_both "patterns first, one switch" "$WORK/choiceFirst.rbg" 2 "3 0"
# Two `{?}` patterns only, last: both hold on the first cell (right and down of it are e), one
# move there all the same (the check of the switch's target), beside the two moves: 3.
cat >"$WORK/choiceTwo.rbg" <<'GAME'
#players = a(1)
#pieces = e, x, y, z
#variables =
#board = rectangle(up, down, left, right, [x, e, y] [e, z, e])
#rules = ->a ( (left* + right*) ( {x} [e] right [x] + {y} [e] left [y] ) + {? right {e}} + {? down {e}} ) ->> {}
GAME
check_leaves_both "two {?} patterns, one switch" "$WORK/choiceTwo.rbg" 2 "3 0"
# Two players, pieces moving anywhere onto an empty neighbour, or passing where the cell up
# holds a piece.  Cells 1-9 in rows [x e y] [e y e] [x e x]; `up` goes to the row before.
# Depth 1 by hand, a from cell 1 (nothing up): x1 to 2 or 4, x7 to 4 or 8, x9 to 6 or 8: 6
# (two pairs land on one cell: 4 moves compiled before).  Depth 2 by hand, b's moves of y3 and
# y5 onto empty neighbours, plus a pass when the cell up from a's landing holds x or y: after
# x1-2 1+3 (y3 down; y5 down, left, right), x1-4 2+3, x7-4 2+3+pass (x on 1), x7-8 2+3+pass
# (y on 5), x9-6 1+3+pass (y on 3), x9-8 2+3+pass: 4+5+6+6+5+6 = 32.  Depth 3: the
# interpreter's.
cat >"$WORK/choiceTurns.rbg" <<'GAME'
#players = a(1), b(1)
#pieces = e, x, y
#variables =
#board = rectangle(up, down, left, right, [x, e, y] [e, y, e] [x, e, x])
#anyCell = (up* + down*)(left* + right*)
#turn(me; mine) = ->me ( anyCell {mine} [e] (left + right + up + down) {e} [mine] + {? up {x}} + {? up {y}} ) ->>
#rules = ( turn(a; x) turn(b; y) )*
GAME
check_leaves_both "moves and passes, one switch" "$WORK/choiceTurns.rbg" 3 "6 32 141"


# Two paths of one level that meet in the middle of a step of several shifts reach everything
# after it twice.  A shift table walks through such a middle state (only shift edges, entered
# only by shifts) without checking it, so the visited check belongs to the states it lists after
# it (rbgc/check_pruning.c); both backends listed these moves twice.  A flying piece on cell 1
# captures f on (1,1), may land on (2,2) or (3,3), captures f on (4,4) and lands on (5,5).
# Depth 1 by hand: the two routes give the same move `1 2 8 3 29 4 36 5`: 1 (2 before).
export RBG_CACHE=$WORK/cache9
cat >"$WORK/meetDiagonal.rbg" <<'GAME'
#players = p(1)
#pieces = e, f, d
#variables =
#board = rectangle(up, down, left, right,
    [e, e, e, e, e, e] [e, f, e, e, e, e] [e, e, e, e, e, e]
    [e, e, e, e, e, e] [e, e, e, e, f, e] [e, e, e, e, e, e])
#jump = ((down right) {e})* (down right) {f} [d] (down right) {e} ((down right) {e})*
#rules = ->p [e] jump (jump)* {$ d == 2} ->> {}
GAME
check_leaves_both "paths meeting inside (down right)" "$WORK/meetDiagonal.rbg" 1 "1"
# The same with `(up right)` from the bottom left cell (31), f on (4,1) and (1,4), and moves
# that may stop after one capture.  Depth 1 by hand: capture on 26, land on 21 or 16 (two
# moves), or capture on 26 and on 11 and land on 6, from 21 or from 16 (one move): 3 (4 before).
cat >"$WORK/meetUpRight.rbg" <<'GAME'
#players = p(1)
#pieces = e, f, d
#variables =
#board = rectangle(up, down, left, right,
    [e, e, e, e, e, e] [e, e, e, e, f, e] [e, e, e, e, e, e]
    [e, e, e, e, e, e] [e, f, e, e, e, e] [e, e, e, e, e, e])
#jump = ((up right) {e})* (up right) {f} [d] (up right) {e} ((up right) {e})*
#rules = ->p down down down down down [e] jump (jump)* {$ d >= 1} ->> {}
GAME
check_leaves_both "paths meeting inside (up right)" "$WORK/meetUpRight.rbg" 1 "3"
# A two-shift step along one row, `(right right)`: f on cells 3 and 9, landing on 5 or 7, then
# on 11.  Depth 1 by hand: one move, `1 2 3 3 9 4 11 5` (2 before).
cat >"$WORK/meetRow.rbg" <<'GAME'
#players = p(1)
#pieces = e, f, d
#variables =
#board = rectangle(up, down, left, right, [e, e, f, e, e, e, e, e, f, e, e])
#jump = ((right right) {e})* (right right) {f} [d] (right right) {e} ((right right) {e})*
#rules = ->p [e] jump (jump)* {$ d == 2} ->> {}
GAME
check_leaves_both "paths meeting inside (right right)" "$WORK/meetRow.rbg" 1 "1"
expect_ok "$RBG" moves "$WORK/meetRow.rbg" --backend interp --quiet --numeric &&
    check_equal "paths meeting inside (right right): the move" "1 2 3 3 9 4 11 5" "$out"

# A pattern of shifts and of patterns of shifts (`{? up {! up}}`: the row below the top one) is
# as constant per cell as a path of shifts: a table, not a walk per cell (another author's
# pentago asked `left up {! left} {! up}` of all 36 cells after each ball, 5x its instructions).
# Player a takes the middle row, b the two outer columns; perft as the interpreter before.
cat >"$WORK/nestedStatic.rbg" <<'GAME'
#players = a(1), b(1)
#pieces = empty, x
#variables =
#board = rectangle(up, down, left, right, [empty, empty, empty] [empty, empty, empty] [empty, empty, empty])
#anyCell = (up* + down*)(left* + right*)
#rules = ( ->a anyCell {empty} {? up {! up}} [x] ->b anyCell {empty} {! left {! left}} [x] )*
GAME
plan_of "$WORK/nestedStatic.rbg"
check_equal "patterns of static patterns are static" 4 "$(in_plan 'pattern [0-9]+: static')"
check_leaves_both "patterns of static patterns" "$WORK/nestedStatic.rbg" 5 "3 16 28 104 72"

# "Any cell" spelt as a walk to a fixed cell first, then any cell (`up* down^2 left* right^2`
# reaches the bottom right corner of a 3x3 board from every cell): the start cell is listed
# once more, in the state before the walk, which has shifts only and is passed.  The loop goes
# over the occupancy bits as for `(up* + down*)(left* + right*)` (another author's English
# draughts and mill spell it so; before, a table walk over every cell).
cat >"$WORK/walkFirst.rbg" <<'GAME'
#players = a(1), b(1)
#pieces = empty, x, o
#variables =
#board = rectangle(up, down, left, right, [empty, empty, empty] [empty, x, empty] [o, empty, empty])
#anySquare = up* down^2 left* right^2 (up* + down*)(left* + right*)
#rules = ( ->a anySquare {x} [empty] anySquare {empty} [x] ->b anySquare {o} [empty] anySquare {empty} [o] )*
GAME
plan_of "$WORK/walkFirst.rbg"
check_equal "any cell after a walk to a fixed cell: by the bits" 4 "$(in_plan 'moves=any-bits')"
check_equal "any cell after a walk to a fixed cell: no table" 0 "$(in_plan '=table')"
check_leaves_both "any cell after a walk" "$WORK/walkFirst.rbg" 4 "8 64 512 4096"

# Counting moves pays where cells that end one move each are on the usual path of a turn, not
# behind a pattern that must hold: here the capture `{? up {mine}} anyCell {theirs} ->>` follows
# only a closed line, as another author's mill captures, and the slides are listed (counting
# every turn for the rare capture cost that mill 24% more instructions per playout).
cat >"$WORK/rareCapture.rbg" <<'GAME'
#players = a(1), b(1)
#pieces = empty, x, o
#variables =
#board = rectangle(up, down, left, right, [o, empty, o] [empty, x, empty] [x, empty, x])
#anyCell = (up* + down*)(left* + right*)
#step = (up + down + left + right) {empty}
#turn(me; mine; theirs) = ->me anyCell {mine} [empty] step [mine]
    ( {! up {mine}} ->> + {? up {mine}} anyCell {theirs} ->> [empty] )
#rules = ( turn(a; x; o) turn(b; o; x) )*
GAME
plan_of "$WORK/rareCapture.rbg"
check_match "a capture behind a pattern that must hold: moves listed" "counted moves no" "$plan"
check_leaves_both "a rare capture" "$WORK/rareCapture.rbg" 5 "10 26 110 252 1346"

# The occupancy bits are turned on for a pattern asked as ways of masks even where no any-square
# needs them: a column chosen by `down* up^2 (left* + right*)`, then a pair beside or below the
# disc (another author's connect four chooses its column so: 1.41x fewer instructions).
cat >"$WORK/columnWays.rbg" <<'GAME'
#players = a(1), b(1)
#pieces = e, x, o
#variables =
#board = rectangle(up, down, left, right, [e, e, e, e] [e, e, e, e] [e, e, e, e])
#pair(p) = (left {p} + right {p} + down {p})
#turn(me; opp; p) = ->me down* up^2 (left* + right*) {e} ->> down* {e} {! down {e}}
    ( {! pair(p)} [p] + {? pair(p)} [p] [$ me = 1, opp = 0] ->> {} )
#rules = ( turn(a; b; x) turn(b; a; o) )*
GAME
plan_of "$WORK/columnWays.rbg"
check_match "ways without an any-square: occupancy bits on" "occupancy bits yes" "$plan"
check_equal "ways without an any-square: the pair as ways" 2 "$(in_plan 'pattern [0-9]+: ways')"
check_leaves_both "a column, then ways" "$WORK/columnWays.rbg" 6 "4 16 64 132 368 624"

# An any-square followed only by static tests goes over the constant list of cells where a test
# can pass, not over every cell (another author's pentago: `anySquare {? onAMiddleSquare}`, four
# cells of 36, asked after every ball).  The same game as above with the tests in the other order.
sed 's/{empty} \({[?!] [a-z]* {! [a-z]*}}\)/\1 {empty}/g' "$WORK/nestedStatic.rbg" >"$WORK/staticFirst.rbg"
plan_of "$WORK/staticFirst.rbg"
check_equal "any cell where a static test passes: a constant list" 2 "$(in_plan 'moves=any-static')"
expect_ok "$RBGC" compile "$WORK/staticFirst.rbg" --emit-c -o "$WORK/c-only"
check_match "the constant list named after its search function" \
    "static const [a-z0-9_]+ G_ANY_CELLS_moves_from_[0-9]+\[\]" "$(cat "$WORK/c-only/staticFirst.c")"
check_leaves_both "static tests first" "$WORK/staticFirst.rbg" 5 "3 16 28 104 72"

# The same spelling inside a pattern, `{? anySquare {x} (up + down + left + right) {empty}}`
# (another author's English draughts asks "can capture" so): the pattern's start passes its own
# entry too (it is not the pattern's end), and the pattern is written out as a tree with a loop
# over the occupancy bits instead of a search over (state, cell) pairs.
cat >"$WORK/walkPattern.rbg" <<'GAME'
#players = a(1), b(1)
#pieces = empty, x, o
#variables =
#board = rectangle(up, down, left, right, [empty, empty, empty] [empty, x, empty] [o, empty, empty])
#anySquare = up* down^2 left* right^2 (up* + down*)(left* + right*)
#free(p) = {? anySquare {p} (up + down + left + right) {empty}}
#rules = ( free(x) ->a anySquare {x} [empty] anySquare {empty} [x] free(o) ->b anySquare {o} [empty] anySquare {empty} [o] )*
GAME
plan_of "$WORK/walkPattern.rbg"
check_equal "any cell after a walk, in a pattern: a tree" 2 "$(in_plan 'pattern [0-9]+: tree')"
check_leaves_both "any cell after a walk, in a pattern" "$WORK/walkPattern.rbg" 4 "8 64 512 4096"

# A man put down, then "does he close a mill?" asked both ways, one way ending the move (another
# author's mill: `[whitePiece] ({! isPartOfMill} ->> + {? isPartOfMill} capture)`).  The pattern
# never looks at the cell it starts from, so the search asks it before the off and records the
# off and the switch unapplied when the move ends (rbgc/plan_off_tests.c).  A pattern that tests
# its own cell (the same rules, since the man stands there) must run after the off.
cat >"$WORK/putThenMill.rbg" <<'GAME'
#players = a(1), b(1)
#pieces = empty, x, o
#variables =
#board = rectangle(n, s, w, e, [empty, empty, empty] [empty, empty, empty] [empty, empty, empty])
#anyCell = (n* + s*)(w* + e*)
#pair(p) = ( w {p} w {p} + e {p} e {p} + w {p} e e {p} + n {p} n {p} + s {p} s {p} + n {p} s s {p} )
#turn(me; mine; theirs) =
    ->me anyCell {empty} [mine] ( {! pair(mine)} ->> + {? pair(mine)} anyCell {theirs} [empty] ->> )
#rules = ( turn(a; x; o) turn(b; o; x) )*
GAME
sed 's/#pair(p) = (/#pair(p) = {p} (/' "$WORK/putThenMill.rbg" >"$WORK/putThenMillSelf.rbg"
plan_of "$WORK/putThenMill.rbg"
check_equal "a test after an off, blind to its cell: asked first" 2 "$(in_plan 'off \[[xo]\] to state [0-9]+: pattern [0-9]+ asked before it')"
plan_of "$WORK/putThenMillSelf.rbg"
check_equal "a test that looks at the off's cell: asked after" 0 "$(in_plan 'asked before it')"
plan_of "$GAMES/theMillGame.rbg"
check_equal "our mill asks before it puts the man down" 0 "$(in_plan 'asked before it')"
put_then_mill="9 72 504 3024 16200 74736 324432"
check_leaves_both "a test asked before the off" "$WORK/putThenMill.rbg" 7 "$put_then_mill"
check_leaves_both "a test asked after the off" "$WORK/putThenMillSelf.rbg" 7 "$put_then_mill"
expect_ok "$RBG" perft "$WORK/putThenMill.rbg" 7 --split Mod --json --quiet &&
    check_equal "a test asked before the off: semimoves" "$put_then_mill" "$(leaves "$out")"
expect_ok "$RBG" bench "$WORK/putThenMill.rbg" --playouts 300 --seed 3 --backend interp --quiet &&
    listed=$(bench_means "$out")
expect_ok "$RBG" bench "$WORK/putThenMill.rbg" --playouts 300 --seed 3 --quiet &&
    check_equal "a test asked before the off: seeded playouts as interpreted" "$listed" "$(bench_means "$out")"

# An off whose cell the rules have just tested for one kind of piece (or put one there) knows
# what it replaces, and its C reads nothing: two offs on a tested set of two kinds, and two
# after a shift, do not.  Perft on both backends, and the same before the analysis existed.
cat >"$WORK/liftKnown.rbg" <<'GAME'
#players = a(1), b(1)
#pieces = empty, x, o, y
#variables =
#board = rectangle(n, s, w, e, [x, o, empty, y] [empty, y, empty, empty] [y, empty, o, x])
#anyCell = (n* + s*)(w* + e*)
#turn(me; mine; theirs) = ->me (
      anyCell {mine} [empty] (n + s + w + e) {empty} [mine] {$ mine > 1}
    + anyCell {empty, y} [theirs] {theirs} [y] {$ y > 2}
    + anyCell {theirs} n [y] {$ y < 6}
  ) ->>
#rules = ( turn(a; x; o) turn(b; o; x) )*
GAME
plan_of "$WORK/liftKnown.rbg"
check_equal "known pieces: six of ten offs" 6 "$(in_plan '^off \[[a-z]+\] to state [0-9]+: replaces ')"
check_equal "known pieces: the lifts" 2 "$(in_plan 'off \[empty\] to state [0-9]+: replaces [xo]')"
check_equal "known pieces: the puts on a tested empty cell" 2 "$(in_plan 'off \[[xo]\] to state [0-9]+: replaces empty')"
check_equal "known pieces: after a test of the other side" 2 "$(in_plan 'off \[y\] to state [0-9]+: replaces [xo]')"
expect_ok "$RBGC" compile "$WORK/liftKnown.rbg" --emit-c -o "$WORK/c-only"
check_equal "known pieces: applied and undone without a read" 12 \
    "$(grep -c 'g_replace_piece(S, cell, PIECE_[a-z]*, PIECE_[a-z]*);' "$WORK/c-only/liftKnown.c")"
check_equal "known pieces: the two others read the cell" 2 "$(grep -c 'int old_ = S->board\[cell\]; g_set_piece' "$WORK/c-only/liftKnown.c")"
check_leaves_both "known pieces" "$WORK/liftKnown.rbg" 6 "11 131 1407 15903 164209 1760368"
plan_of "$GAMES/theMillGame.rbg"
check_equal "our mill: each of its 30 offs knows what it replaces" 30 "$(in_plan 'replaces ')"

finish
