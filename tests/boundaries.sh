#!/usr/bin/env bash
# The layers of docs/architecture.md.  cmake/boundaries.cmake links each layer with only the
# layers it may use, so a call across a boundary already fails the build; this checks the rest:
#   - no boundary library contains a layer it must not (a source moved into the wrong library
#     would pass the link and still break the rule);
#   - agents include only their own headers and the reasoner interface (types and inline
#     functions of other layers would not show as link errors);
#   - the compiler never includes the interpreter's header.
# usage: boundaries.sh SOURCE_DIR AGENTS_LIB MATCH_LIB COMPILER_LIB INTERP_LIB
set -u
source_dir=$1 agents=$2 match=$3 compiler=$4 interp=$5
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# A function that marks each layer: the interpreter, the tables, the module cache, the
# compiler, the agents, the match runner.
INTERP=rbg_interp_new TABLES=rbg_program_free CACHE=rbg_module_load COMPILER=rbgc_compile_file
AGENTS=rbg_agent_new MATCH=rbg_match_play_game

# lacks LIBRARY SYMBOL...: the library defines none of the symbols.
lacks() {
    local library=$1 defined
    shift
    defined=$(nm -D --defined-only "$library" | awk '{print $3}') || {
        fail "cannot read the symbols of $library"
        return
    }
    for symbol in "$@"; do
        if grep -qx "$symbol" <<<"$defined"; then
            fail "$(basename "$library") contains $symbol: a layer it must not contain"
        fi
    done
}
# has LIBRARY SYMBOL...: the library defines every symbol (the check above reads real symbols).
has() {
    local library=$1
    shift
    for symbol in "$@"; do
        nm -D --defined-only "$library" | awk '{print $3}' | grep -qx "$symbol" ||
            fail "$(basename "$library") lacks $symbol"
    done
}

has "$agents" "$AGENTS"
lacks "$agents" "$INTERP" "$TABLES" "$CACHE" "$COMPILER" "$MATCH"
has "$match" "$MATCH" "$AGENTS"
lacks "$match" "$INTERP" "$TABLES" "$CACHE" "$COMPILER"
has "$compiler" "$COMPILER" "$TABLES" "$CACHE"
lacks "$compiler" "$INTERP" "$AGENTS" "$MATCH"
has "$interp" "$INTERP" "$TABLES"
lacks "$interp" "$COMPILER" "$CACHE" "$AGENTS" "$MATCH"

# The headers agents may include: their own and the reasoner interface (checked_alloc.h is
# header-only, the allocation helpers every reasoner uses).
interface="rbg.h rng.h semisplit.h checked_alloc.h notation.h"
for file in "$source_dir"/agents/*.[ch]; do
    while read -r header; do
        if [ ! -e "$source_dir/agents/$header" ] && ! grep -qw -- "$header" <<<"$interface"; then
            fail "agents/$(basename "$file") includes $header, outside the reasoner interface"
        fi
    done < <(sed -n 's/^#include "\([^"]*\)".*/\1/p' "$file")
done
for file in "$source_dir"/rbgc/*.[ch]; do
    if grep -q '^#include "interp.h"' "$file"; then
        fail "rbgc/$(basename "$file") includes the interpreter (interp.h)"
    fi
done

if [ "$failures" -gt 0 ]; then
    echo "$failures boundary failures"
    exit 1
fi
echo "boundaries hold"
