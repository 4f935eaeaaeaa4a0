# Every game's generated C, under every split strategy, compiles with -Wall -Wextra -Werror:
# a warning in the emitted code is a bug of the emitter (an unused variable, a constant
# condition), fixed where the code is written (rbgc/c_writer.c).  Syntax and warnings only
# (-fsyntax-only); the modules themselves are built and run by cli_compiled and test_compiled.
# -Wmisleading-indentation alone makes gcc ten times slower on the largest files (gess, 170,000
# lines: 13 s instead of 1.2 s), so it is checked without a split on the games under 30,000
# lines, and left out elsewhere.  The games of 30,000 lines or more (the same constructs on bigger
# boards, and most of this test's time) are checked without a split and under Mod and ModPlusShift.
source "$(dirname "$0")/lib.sh"

CC_CMD=${CC:-cc}
for game in "$GAMES"/*.rbg; do
    name=$(basename "$game" .rbg)
    big=
    for split in none Mod ModPlus ModShift ModPlusShift Plus Shift PlusShift; do
        if [ -n "$big" ] && [ "$split" != Mod ] && [ "$split" != ModPlusShift ]; then
            continue
        fi
        dir=$WORK/$split
        mkdir -p "$dir"
        expect_ok "$RBGC" compile "$game" --split "$split" --emit-c -o "$dir" || continue
        flags=(-fsyntax-only -Wall -Wextra -Werror)
        if [ "$split" = none ] && [ "$(wc -l <"$dir/$name.c")" -ge 30000 ]; then
            big=yes
        fi
        if [ "$split" != none ] || [ -n "$big" ]; then
            flags+=(-Wno-misleading-indentation)
        fi
        run "$CC_CMD" "${flags[@]}" "$dir/$name.c"
        if [ "$rc" -eq 0 ]; then pass; else fail "$name under $split: ${err%%$'\n'*}"; fi
        rm -f "$dir/$name.c"
    done
done
finish
