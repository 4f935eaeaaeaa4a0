# rbg serve: its command line, then its JSON API with curl: a game played through it, and bad
# input (malformed JSON, unknown game, illegal move, huge body, many requests at once), each
# answered with a clear HTTP error while the server goes on.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/serve_lib.sh"

expect_error "rbg: --port needs a port number from 0 to 65535, not '70000'" "$RBG" serve --port 70000
expect_error "rbg: serve: cannot read the game file '$WORK/none.rbg'" "$RBG" serve "$WORK/none.rbg"
expect_error "rbg: serve does not take --time (it takes --backend, --seed, --max-nodes, --port; see 'rbg help serve')" \
    "$RBG" serve --time 1

if ! command -v curl >/dev/null 2>&1; then
    echo "serve: curl is missing, so the server's API is not tested (apt-get install curl)"
    finish
fi

printf '#board = rectangle(up, down\n' >"$WORK/broken.rbg"
start_server "$TTT" "$GAMES/connect4.rbg" "$GAMES/chess.rbg" "$WORK/broken.rbg" "$GAMES/go9.rbg" \
    "$GAMES/englishDraughts.rbg"
check_match "the server's first line" '^rbg serve: 6 games at http://127\.0\.0\.1:[0-9]+/ \(Ctrl-C stops\)$' \
    "$(head -n 1 "$WORK/server.out")"

# request METHOD PATH [BODY]: sets status (the HTTP code) and body.
request() {
    local data=()
    if [ $# -ge 3 ]; then data=(--data-binary "$3" -H 'Content-Type: application/json'); fi
    last="curl -X $1 $2 ${3:-}"
    status=$(curl -s -o "$WORK/body" -w '%{http_code}' -X "$1" "${data[@]}" "$URL$2")
    body=$(cat "$WORK/body")
}

# expect_http CODE BODY-PATTERN METHOD PATH [BODY]
expect_http() {
    local code=$1 pattern=$2
    shift 2
    request "$@"
    if [ "$status" != "$code" ]; then fail "expected HTTP $code, got $status: $body"; return 1; fi
    if ! [[ $body =~ $pattern ]]; then fail "the body does not match /$pattern/: $body"; return 1; fi
    pass
}

# wait_for TEXT PATH: GETs PATH until its body has TEXT (at most 30 s).
wait_for() {
    for _ in $(seq 300); do
        request GET "$2"
        [[ $body == *"$1"* ]] && return
        sleep 0.1
    done
}

expect_http 200 '^\{"games":\["ticTacToe","connect4","chess","broken","go9","englishDraughts"\]\}$' GET /api/games
expect_http 200 '"players":\["cross","nought"\]' GET /api/games/ticTacToe
expect_http 200 '<title>RBG' GET /
expect_http 200 'function drawBoard' GET /app.js
expect_http 404 '"error":"no such page"' GET /../CMakeLists.txt
expect_http 404 '"error":"no such page"' GET /%2e%2e/CMakeLists.txt

# A game against random: the person plays the centre, random answers at once.  Cells and moves
# have the names of the notation (a1 at the bottom left); a move may be typed in either form.
expect_http 201 '^\{"id":"[0-9a-f]{16}"\}$' POST /api/sessions '{"game":"ticTacToe","players":["human","random"]}'
id=$(printf '%s' "$body" | sed 's/.*"id":"\([0-9a-f]*\)".*/\1/')
expect_http 200 '"human_turn":true' GET "/api/sessions/$id"
expect_http 200 '^\{"next":\[1,2,3,4,5,6,7,8,9\],"complete":\[\]\}$' POST "/api/sessions/$id/continuations" '{"path":[]}'
expect_http 200 '^\{"next":\[\],"complete":\["b2"\]\}$' POST "/api/sessions/$id/continuations" '{"path":[5]}'
expect_http 200 '"cells":\[\{"name":"a3","x":0,"y":0,"z":0\},\{"name":"b3"' GET "/api/sessions/$id"
expect_http 200 '"history":\[\{"player":"cross","text":"b2"' POST "/api/sessions/$id/move" '{"text":"B2"}'
wait_for '"human_turn":true' "/api/sessions/$id"
check_match "random answered" '"length":2,.*"player":"nought","text":"[abc][123]"' "$body"
expect_http 200 '"ply":1,"length":2,"cells":\[0,0,0,0,2,0,0,0,0\]' GET "/api/sessions/$id?ply=1"

# How pieces are drawn comes from the display hints, as in rbg play: connect four's discs in
# their colours, its free cells as "." (nothing); draughts is drawn turned (black at the bottom).
expect_http 201 '"id"' POST /api/sessions '{"game":"connect4","players":["human","human"]}'
discs=$(printf '%s' "$body" | sed 's/.*"id":"\([0-9a-f]*\)".*/\1/')
expect_http 200 '"pieces":\["empty","free","redDisc","yellowDisc"\],"looks":\[\{"symbol":"\.","colour":null\},\{"symbol":"\.","colour":null\},\{"symbol":"●","colour":"red"\},\{"symbol":"○","colour":"gold"\}\],"empty":0,' GET "/api/sessions/$discs"
check_match "connect four is not turned" '"flipped":false' "$body"
expect_http 201 '"id"' POST /api/sessions '{"game":"englishDraughts","players":["human","human"]}'
expect_http 200 '"flipped":true' GET "/api/sessions/$(printf '%s' "$body" | sed 's/.*"id":"\([0-9a-f]*\)".*/\1/')"
# Go's pass takes no click (the page offers it before any), and the points are clicked alone:
# the pass is no move on a9, where the rules make it.
expect_http 201 '"id"' POST /api/sessions '{"game":"go9","players":["human","human"]}'
go=$(printf '%s' "$body" | sed 's/.*"id":"\([0-9a-f]*\)".*/\1/')
expect_http 200 '^\{"next":\[1,2,.*,81\],"complete":\["pass"\]\}$' POST "/api/sessions/$go/continuations" '{"path":[]}'
expect_http 200 '^\{"next":\[\],"complete":\["a9"\]\}$' POST "/api/sessions/$go/continuations" '{"path":[1]}'
expect_http 200 '"history":\[\{"player":"black","text":"pass","cells":\[\],' POST "/api/sessions/$go/move" '{"text":"pass"}'

# Illegal and malformed moves: 400 with the reason; a move out of turn: 409.
expect_http 400 '^\{"error":"'"'"'b2'"'"' is not a legal move here; the closest: [abc][123], ' POST "/api/sessions/$id/move" '{"text":"b2"}'
expect_http 400 '^\{"error":"'"'"'5 2 5 3'"'"' is not a legal move here"\}$' POST "/api/sessions/$id/move" '{"text":"5 2 5 3"}'
expect_http 400 '^\{"error":"'"'"'e2e4'"'"' is not a legal move here; the closest: ' POST "/api/sessions/$id/move" '{"text":"e2e4"}'
expect_http 400 '"\\"text\\" must be a move'"'"'s text"' POST "/api/sessions/$id/move" '{"text":5}'
expect_http 400 '"no legal move goes through these cells"' POST "/api/sessions/$id/continuations" '{"path":[5]}'
expect_http 400 '"\\"path\\" must be a list of cell numbers"' POST "/api/sessions/$id/continuations" '{"path":[0]}'
expect_http 400 '"\\"path\\" must be a list of cell numbers"' POST "/api/sessions/$id/continuations" '{"path":"5"}'
expect_http 400 '"malformed JSON at line 1, column [0-9]+: ' POST "/api/sessions/$id/move" '{"text":'
# A reason quoting a long text is cut, here inside a two-byte character: still valid JSON.
long=a$(printf 'é%.0s' $(seq 400))
expect_http 400 '^\{"error":"'"'"'a(é){298}"\}$' POST "/api/sessions/$id/move" "{\"text\":\"$long\"}"
expect_http 400 '"the body must be a JSON object"' POST "/api/sessions/$id/move" '[1,2]'
expect_http 400 '"malformed JSON' POST /api/sessions $'\xff\xfe{'
expect_http 404 '"no such game on this server' GET /api/sessions/0123456789abcdef
expect_http 404 '"no such game on this server' GET "/api/sessions/$(printf 'x%.0s' $(seq 300))"
expect_http 400 '"ply= must be a number of moves"' GET "/api/sessions/$id?ply=-1"
expect_http 405 '"use POST"' GET /api/sessions
expect_http 404 '"no such request"' GET /api/nothing

# Games and players that do not exist, a game that does not load, bad budgets.
expect_http 400 '^\{"error":"the game '"'"'broken'"'"' does not load: [^"]*broken\.rbg(:[0-9]+:[0-9]+)?: error: ' GET /api/games/broken
expect_http 400 '"the game '"'"'broken'"'"' does not load' POST /api/sessions '{"game":"broken","players":["human","random"]}'
expect_http 404 '^\{"error":"unknown game '"'"'go'"'"'"\}$' POST /api/sessions '{"game":"go","players":["human","random"]}'
expect_http 404 '"unknown game' GET /api/games/go
expect_http 400 '"ticTacToe has 2 players, so give 2 players \(got 1\)"' POST /api/sessions '{"game":"ticTacToe","players":["human"]}'
expect_http 400 '"player 2 \(nought\): unknown agent' POST /api/sessions '{"game":"ticTacToe","players":["human","nosuchagent"]}'
expect_http 400 '"\\"players\\" must be a list' POST /api/sessions '{"game":"ticTacToe","players":[1,2]}'
expect_http 400 '"\\"time\\" must be a number of seconds in \(0, 600\]"' POST /api/sessions '{"game":"ticTacToe","players":["human","mcts"],"time":-1}'
expect_http 400 '"give either' POST /api/sessions '{"game":"ticTacToe","players":["human","mcts"],"time":1,"states":5}'

# Two agents: the game plays itself to its end, with the searches' figures.
expect_http 201 '"id"' POST /api/sessions '{"game":"ticTacToe","players":["mcts","mcts"],"states":200}'
watched=$(printf '%s' "$body" | sed 's/.*"id":"\([0-9a-f]*\)".*/\1/')
wait_for '"over":true' "/api/sessions/$watched"
check_match "the watched game ended" '"over":true,"turn":null,.*"scores":\{"cross":(0|50|100),"nought":(0|50|100)\}' "$body"
check_match "the agents' iterations" '"iterations":[1-9]' "$body"
expect_http 409 '"the game is over"' POST "/api/sessions/$watched/move" '{"text":"5 2 5 3"}'
# A person resigns on their turn: the game stops with the reason; no one resigns a finished game.
expect_http 409 '"the game is over"' POST "/api/sessions/$watched/resign" '{}'
expect_http 201 '"id"' POST /api/sessions '{"game":"ticTacToe","players":["human","random"]}'
gives_up=$(printf '%s' "$body" | sed 's/.*"id":"\([0-9a-f]*\)".*/\1/')
expect_http 200 '"over":true,.*"failure":"cross \(human\) resigned; it loses the game"\}$' POST "/api/sessions/$gives_up/resign" '{}'
expect_http 409 '"the game is over"' POST "/api/sessions/$gives_up/resign" '{}'
# An agent that searches the game split into semimoves gets its split reasoner.
expect_http 201 '"id"' POST /api/sessions '{"game":"ticTacToe","players":["mcts-s-nodal:split=ModPlus","random"],"states":100}'
split=$(printf '%s' "$body" | sed 's/.*"id":"\([0-9a-f]*\)".*/\1/')
wait_for '"over":true' "/api/sessions/$split"
check_match "the split agent's game ended" '"over":true,"turn":null,.*"failure":null\}$' "$body"

# An agent thinking for a second reports how far it has come before it moves: the page gets its
# iterations and states while `thinking`, then the move.
expect_http 201 '"id"' POST /api/sessions '{"game":"connect4","players":["mcts","human"],"time":1}'
thinker=$(printf '%s' "$body" | sed 's/.*"id":"\([0-9a-f]*\)".*/\1/')
wait_for '"progress":{' "/api/sessions/$thinker"
check_match "progress while the agent thinks, before its move" \
    '"length":0,.*"thinking":\{"player":"red","agent":"mcts",.*"progress":\{"seconds":[0-9.]+,"iterations":[1-9][0-9]*,"states":[1-9][0-9]*\}' "$body"
wait_for '"human_turn":true' "/api/sessions/$thinker"
check_match "then the move, and no more thinking" '"length":1,.*"thinking":null' "$body"

# A huge body is refused (413) without reading it all; the server is still there after it.
head -c 5000000 /dev/zero | tr '\0' 'a' >"$WORK/huge"
last="curl huge body"
status=$(curl -s -o "$WORK/body" -w '%{http_code}' -X POST --data-binary @"$WORK/huge" "$URL/api/sessions")
check_equal "HTTP status of a 5 MB body" 413 "$status"
check_equal "its reason" '{"error":"the request body is larger than 4194304 bytes"}' "$(cat "$WORK/body")"

# A match file replays: the moves of its second game, step by step.
expect_ok "$RBG" match "$TTT" random random --games 2 --backend interp --out "$WORK/match.jsonl" --quiet
python_free_json=$(sed 's/\\/\\\\/g; s/"/\\"/g' "$WORK/match.jsonl" | awk '{printf "%s\\n", $0}')
expect_http 201 '"games":2' POST /api/replay "{\"match\":\"$python_free_json\",\"index\":1}"
replay=$(printf '%s' "$body" | sed 's/.*"id":"\([0-9a-f]*\)".*/\1/')
moves=$(sed -n 3p "$WORK/match.jsonl" | sed 's/.*"texts": \[\([^]]*\)\].*/\1/; s/, /,/g')
expect_http 200 "\"replay\":true" GET "/api/sessions/$replay?ply=0"
request GET "/api/sessions/$replay"
check_equal "the replayed moves" "$moves" \
    "$(printf '%s' "$body" | grep -o '"text":"[^"]*"' | sed 's/"text"://' | paste -sd ,)"
expect_http 409 '"this is a replay: no one moves"' POST "/api/sessions/$replay/move" '{"text":"5 2 5 3"}'
expect_http 400 '"the match file has fewer games"' POST /api/replay "{\"match\":\"$python_free_json\",\"index\":7}"
expect_http 400 '"the match file'"'"'s line 2 is not a JSON object"' POST /api/replay '{"match":"{\"game\":\"ticTacToe\"}\nnot json\n"}'
expect_http 400 '"move 2 of the game: '"'"'5 2 5 3'"'"' is not a legal move here"' POST /api/replay \
    '{"match":"{\"game\":\"ticTacToe\"}\n{\"moves\":[\"5 2 5 3\",\"5 2 5 3\"]}\n"}'
expect_http 404 '"unknown game '"'"'go'"'"'"' POST /api/replay '{"match":"{\"game\":\"go\"}\n{\"moves\":[]}\n"}'

# Many requests at once (new games, states, moves, bad ones): every one answered, none lost.
: >"$WORK/codes"
clients=()
for k in $(seq 40); do
    curl -s -o /dev/null -w '%{http_code}\n' -X POST --data-binary '{"game":"connect4","players":["human","mcts"],"states":50}' "$URL/api/sessions" >>"$WORK/codes" &
    clients+=($!)
    curl -s -o /dev/null -w '%{http_code}\n' "$URL/api/sessions/$id" >>"$WORK/codes" &
    clients+=($!)
    curl -s -o /dev/null -w '%{http_code}\n' -X POST --data-binary '{"text":' "$URL/api/sessions/$id/move" >>"$WORK/codes" &
    clients+=($!)
done
wait "${clients[@]}"
check_equal "answers to 120 requests at once" "$(printf '40 200\n40 201\n40 400')" \
    "$(sort "$WORK/codes" | uniq -c | sed 's/^ *//')"
expect_http 200 '"human_turn":true' GET "/api/sessions/$id"

stop_server
finish
