# Every game's generated C, under every split strategy, compiles with -Wall -Wextra -Werror:
# a warning in the emitted code is a bug of the emitter (an unused variable, a constant
# condition), fixed where the code is written.  Syntax and warnings only (-fsyntax-only), to
# keep the test short; the modules themselves are built and run by cli_compiled and test_compiled.
source "$(dirname "$0")/lib.sh"

CC_CMD=${CC:-cc}
for game in "$GAMES"/*.rbg; do
    name=$(basename "$game" .rbg)
    for split in none Mod ModPlus ModShift ModPlusShift Plus Shift PlusShift; do
        dir=$WORK/$split
        mkdir -p "$dir"
        expect_ok "$RBGC" compile "$game" --split "$split" --emit-c -o "$dir" || continue
        run "$CC_CMD" -fsyntax-only -Wall -Wextra -Werror "$dir/$name.c"
        if [ "$rc" -eq 0 ]; then pass; else fail "$name under $split: ${err%%$'\n'*}"; fi
        rm -f "$dir/$name.c"
    done
done
finish
