# Sourced by the per-game test scripts: player_bounds GAME_FILE prints the players of the
# game's #players directive and their score bounds, one "NAME BOUND" line each, in order (the
# directive's text up to the next directive, without comments).
player_bounds() {
    awk '
        { sub(/\/\/.*/, "") }
        /^[ \t]*#/ { inside = ($0 ~ /^[ \t]*#players[ \t]*=/) }
        inside { text = text " " $0 }
        END { print text }' "$1" |
        sed 's/^[^=]*=//' | grep -o '[A-Za-z_][A-Za-z0-9_]*[ \t]*([ \t]*[0-9][0-9]*[ \t]*)' |
        tr -d ' \t' | tr '()' '  '
}
