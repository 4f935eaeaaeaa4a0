# The web page of rbg serve in a real browser (tests/browser/page.test.js): headless Chromium
# driven by puppeteer-core.  Skipped (exit 77), saying why, only where chromium, node or
# puppeteer-core is missing; scripts/setup.sh installs them as root.
source "$(dirname "$0")/lib.sh"
source "$(dirname "$0")/serve_lib.sh"

browser=$SRC/tests/browser
chromium=${CHROMIUM:-$(command -v chromium || true)}
if [ -z "$chromium" ] || ! command -v node >/dev/null 2>&1 ||
   [ ! -d "$browser/node_modules/puppeteer-core" ]; then
    echo "serve_browser: SKIPPED: needs chromium, node and puppeteer-core" \
         "(as root: scripts/setup.sh build installs them)"
    exit 77
fi

start_server "$TTT" "$GAMES/chess.rbg" "$GAMES/connect4.rbg" "$GAMES/go9.rbg" "$GAMES/amazons.rbg" \
    "$GAMES/theMillGame.rbg" "$GAMES/hex5x5.rbg" --seed 5
expect_ok "$RBG" match "$TTT" random random --games 2 --backend interp --out "$WORK/match.jsonl" --quiet

# RBG_SCREENSHOTS=DIR keeps the page's screenshots (docs/images/ has them).
run env CHROMIUM="$chromium" node "$browser/page.test.js" "$URL/" "$WORK/match.jsonl" "${RBG_SCREENSHOTS:-}"
check_no_crash && check_equal "the browser test" "browser: 49 passed, 0 failed" "$(tail -n 1 <<<"$out")"
printf '%s\n' "$out" | grep '^FAIL' >&2
stop_server
finish
