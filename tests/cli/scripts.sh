#!/usr/bin/env bash
# scripts/main.sh builds only what the main job runs, the targets rbg and rbgc (not the tests),
# then checks and plays the game.  A copy of the scripts runs against stand-ins for cmake and the
# other tools that record how they were called.
source "$(dirname "$0")/lib.sh"

mkdir -p "$WORK/tree/scripts" "$WORK/bin" "$WORK/tree/games-rbg"
cp "$SRC/scripts/main.sh" "$SRC/scripts/setup.sh" "$WORK/tree/scripts/"
cp "$TTT" "$WORK/tree/games-rbg/"
for tool in cc make re2c bison; do printf '#!/bin/sh\nexit 0\n' >"$WORK/bin/$tool"; done
printf '#!/bin/sh\nexit 0\n' >"$WORK/bin/pkg-config"
# cmake: records its arguments; a build makes the two programs, which record theirs.
cat >"$WORK/bin/cmake" <<'TOOL'
#!/bin/sh
echo "cmake $*" >>"$LOG"
if [ "$1" = --build ]; then
    mkdir -p "$2/rbg" "$2/rbgc"
    for p in rbg/rbg rbgc/rbgc; do
        printf '#!/bin/sh\necho "%s $*" >>"$LOG"\n' "$p" >"$2/$p"
        chmod +x "$2/$p"
    done
fi
TOOL
chmod +x "$WORK/bin"/*
export LOG=$WORK/log
run env PATH="$WORK/bin:$PATH" bash "$WORK/tree/scripts/main.sh"
if check_no_crash; then
    check_equal "exit status" 0 "$rc"
    check_match "the build: rbg and rbgc only" $'\ncmake --build build -j [0-9]+ --target rbg rbgc\n' "$(cat "$LOG")"
    check_match "then the check and the game" $'\nrbgc/rbgc check games-rbg/ticTacToe.rbg\nrbg/rbg play games-rbg/ticTacToe.rbg ' "$(cat "$LOG")"
fi
# setup.sh alone still builds everything (scripts/test.sh needs the tests).
: >"$LOG"
run env PATH="$WORK/bin:$PATH" bash "$WORK/tree/scripts/setup.sh" "$WORK/b"
check_no_crash && check_match "setup.sh builds every target" $'\ncmake --build '"$WORK"'/b -j [0-9]+$' "$(cat "$LOG")"

finish
