# Every game's generated C, under every split strategy, compiles with -Wall -Wextra -Werror:
# a warning in the emitted code is a bug of the emitter (an unused variable, a constant
# condition), fixed where the code is written (rbgc/c_writer.c).  Syntax and warnings only
# (-fsyntax-only); the modules themselves are built and run by cli_compiled and test_compiled.
# -Wmisleading-indentation alone makes gcc ten times slower on the largest files (gess, 170,000
# lines: 13 s instead of 1.2 s), so it is checked without a split on the games under 30,000
# lines, and left out elsewhere.
source "$(dirname "$0")/lib.sh"

CC_CMD=${CC:-cc}
for game in "$GAMES"/*.rbg; do
    name=$(basename "$game" .rbg)
    for split in none Mod ModPlus ModShift ModPlusShift Plus Shift PlusShift; do
        dir=$WORK/$split
        mkdir -p "$dir"
        expect_ok "$RBGC" compile "$game" --split "$split" --emit-c -o "$dir" || continue
        flags=(-fsyntax-only -Wall -Wextra -Werror)
        if [ "$split" != none ] || [ "$(wc -l <"$dir/$name.c")" -ge 30000 ]; then
            flags+=(-Wno-misleading-indentation)
        fi
        run "$CC_CMD" "${flags[@]}" "$dir/$name.c"
        if [ "$rc" -eq 0 ]; then pass; else fail "$name under $split: ${err%%$'\n'*}"; fi
        rm -f "$dir/$name.c"
    done
done
finish
