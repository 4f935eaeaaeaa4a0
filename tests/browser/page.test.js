// The page of `rbg serve` in headless Chromium, as a person uses it: start a game of
// tic-tac-toe against random and click a legal move, see the reply, try an illegal click and an
// illegal typed move; play chess by clicking a pawn, then its square, and by typing a move as
// chess players write it (cells and moves carry the notation's names: b2, e2e4); see the files
// and ranks on the board's edges; play whole games as people would (fool's mate, four in a column,
// go ending with two passes, an amazons move of three clicks and a resignation, a mill placement
// of one click);
// play connect four against MCTS and watch its progress while it thinks;
// replay a match file.
//   node page.test.js URL MATCH_FILE [SCREENSHOT_DIR]
// Prints `N passed, N failed`; exits 1 on a failure.
"use strict";
const puppeteer = require("puppeteer-core");

const [url, matchFile, shots] = process.argv.slice(2);
let passed = 0, failed = 0;

function check(what, ok, detail) {
  if (ok) passed++;
  else { failed++; console.log(`FAIL: ${what}${detail === undefined ? "" : `: ${detail}`}`); }
}

const text = (page, selector) => page.$eval(selector, (e) => e.textContent);
const historyLength = (page) => page.$$eval("#history li", (items) => items.length);
const cellsWith = (page, className) =>
  page.$$eval(`#board-svg g.cell.${className}`, (gs) => gs.map((g) => Number(g.dataset.cell)));
const pieces = (page) => page.$$eval("#board-svg circle.piece", (c) => c.length);

async function start(page, game, players) {
  await page.select("#game-select", game);
  await page.waitForFunction((n) => document.querySelectorAll("input.player").length === n &&
                              document.querySelector("#players label").textContent !== "",
                              {}, players.length);
  for (let i = 0; i < players.length; i++) {
    await page.$eval(`#player-${i}`, (input, value) => { input.value = value; }, players[i]);
  }
  const before = await page.evaluate(() => document.querySelector("#board-svg")?.dataset.session);
  await page.click("#start");
  // The new game's board is drawn (clicks on the old one would be lost).
  await page.waitForFunction((old, name) => {
    const board = document.querySelector("#board-svg");
    return board && board.dataset.session !== old && board.dataset.game === name;
  }, {}, before, game);
}

async function main() {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--no-sandbox", "--headless=new", "--disable-gpu"],
  });
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 820 });
  const problems = [];
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto(url);
  await page.waitForSelector("body[data-ready=true]");
  const games = await page.$$eval("#game-select option", (o) => o.map((x) => x.value));
  check("the games offered", JSON.stringify(games) ===
      '["ticTacToe","chess","connect4","go9","amazons","theMillGame","hex5x5"]', games);

  // Tic-tac-toe against random: every empty cell is a legal first click.
  await start(page, "ticTacToe", ["human", "random"]);
  await page.waitForFunction(() => document.querySelectorAll("#board-svg g.cell.next").length === 9);
  check("the status", (await text(page, "#status")) === "Your move (cross).", await text(page, "#status"));
  await page.click('#board-svg g.cell[data-cell="5"]');
  await page.waitForFunction(() => document.querySelectorAll("#history li").length === 2 &&
                             document.querySelectorAll("#board-svg g.cell.next").length === 7);
  const moves = await page.$$eval("#history li", (items) => items.map((i) => i.textContent));
  check("the move clicked, by its name", moves[0] === "cross: b2", moves[0]);
  check("random's reply", /^nought: [abc][123]$/.test(moves[1]), moves[1]);
  const reply = Number(await page.$eval(`#board-svg g.cell[data-name="${moves[1].split(" ")[1]}"]`,
                                        (g) => g.dataset.cell));
  check("the last move highlighted", JSON.stringify(await cellsWith(page, "last")) === `[${reply}]`,
        await cellsWith(page, "last"));
  check("two pieces on the board", (await pieces(page)) === 2);
  if (shots) await page.screenshot({ path: `${shots}/web-tictactoe.png` });

  // An illegal click (the occupied centre) says so and changes nothing.
  await page.click('#board-svg g.cell[data-cell="5"]');
  await page.waitForFunction(() => document.querySelector("#message").className === "error");
  check("the illegal click's message", (await text(page, "#message")) === "b2 does not continue a legal move.",
        await text(page, "#message"));
  check("no move after the illegal click", (await historyLength(page)) === 2);
  // An illegal typed move: the server's reason.
  await page.type("#move-text", "b2");
  await page.click("#move-send");
  await page.waitForFunction(() => /not a legal move/.test(document.querySelector("#message").textContent));
  check("the illegal typed move's message",
        (await text(page, "#message")).startsWith("'b2' is not a legal move here; the closest: "),
        await text(page, "#message"));
  check("no move after the illegal text", (await historyLength(page)) === 2);

  // Chess: a pawn, then where it goes; the move is made of both clicks, black answers.
  await start(page, "chess", ["human", "random"]);
  await page.waitForFunction(() => document.querySelectorAll("#board-svg g.cell.next").length === 10);
  const pawn = await page.$eval('#board-svg g.cell[data-name="e2"]', (g) => g.classList.contains("next"));
  check("the e-pawn can move", pawn);
  await page.click('#board-svg g.cell[data-name="e2"]');
  await page.waitForFunction(() => document.querySelectorAll("#board-svg g.cell.next").length === 2);
  const targets = await page.$$eval("#board-svg g.cell.next", (gs) => gs.map((g) => g.dataset.name).sort());
  check("the pawn's squares", JSON.stringify(targets) === '["e3","e4"]', targets);
  const marks = await page.$$eval("#board-svg circle.next-dot", (cs) => cs.map((c) => c.getAttribute("class")));
  check("empty squares marked with dots", JSON.stringify(marks) === '["next-dot empty","next-dot empty"]', marks);
  check("the pawn selected", JSON.stringify(await cellsWith(page, "selected")) === "[53]");
  if (shots) await page.screenshot({ path: `${shots}/web-chess.png` });
  await page.click('#board-svg g.cell[data-name="e4"]');
  await page.waitForFunction(() => document.querySelectorAll("#history li").length === 2);
  check("the pawn moved", (await page.$eval('#board-svg g.cell[data-name="e4"] text', (t) => t.textContent)) === "P");
  check("the move's text", (await text(page, "#history li")) === "white: e2e4", await text(page, "#history li"));
  // A move typed as chess players write it.
  await page.type("#move-text", "d2-d4");
  await page.click("#move-send");
  await page.waitForFunction(() => document.querySelectorAll("#history li").length === 4);
  check("the typed move", (await page.$$eval("#history li", (items) => items[2].textContent)) === "white: d2d4");
  check("the pawn on d4", (await page.$eval('#board-svg g.cell[data-name="d4"] text', (t) => t.textContent)) === "P");

  // The board's edges name files and ranks: a to h under the bottom row, 1 at the bottom left.
  const labels = await page.$$eval("#board-svg text.edge-label", (ts) => ts.map((t) =>
    ({ kind: t.classList.contains("file") ? "file" : "rank", text: t.textContent,
       x: Number(t.getAttribute("x")), y: Number(t.getAttribute("y")) })));
  const files = labels.filter((l) => l.kind === "file").sort((p, q) => p.x - q.x).map((l) => l.text);
  const ranks = labels.filter((l) => l.kind === "rank").sort((p, q) => q.y - p.y).map((l) => l.text);
  check("the files under the board", files.join("") === "abcdefgh", files);
  check("the ranks, 1 at the bottom", ranks.join("") === "12345678", ranks);

  // Fool's mate between two people clicking: each move is its two squares; black mates.
  await start(page, "chess", ["human", "human"]);
  await page.waitForFunction(() => document.querySelectorAll("#board-svg g.cell.next").length === 10);
  const clicks = [["f2", "f3"], ["e7", "e5"], ["g2", "g4"], ["d8", "h4"]];
  for (let k = 0; k < clicks.length; k++) {
    await page.click(`#board-svg g.cell[data-name="${clicks[k][0]}"]`);
    await page.waitForFunction((name) => document.querySelector(`#board-svg g.cell[data-name="${name}"]`)
                               .classList.contains("next"), {}, clicks[k][1]);
    await page.click(`#board-svg g.cell[data-name="${clicks[k][1]}"]`);
    await page.waitForFunction((n) => document.querySelectorAll("#history li").length === n, {}, k + 1);
  }
  const mate = await page.$$eval("#history li", (items) => items.map((i) => i.textContent));
  check("fool's mate, clicked", mate.join(", ") === "white: f2f3, black: e7e5, white: g2g4, black: d8h4",
        mate.join(", "));
  await page.waitForFunction(() => /Scores:/.test(document.querySelector("#status").textContent));
  check("black wins", /Scores: white 0, black 100$/.test(await text(page, "#status")), await text(page, "#status"));

  // click(cells): clicks each cell by its name, waiting for it to be offered first.
  const clickCells = async (names) => {
    for (const name of names) {
      // Waits for the cell to be offered and clicks it in the same step: the page redraws the
      // board whenever the server answers, which would detach a cell found before.
      await page.waitForFunction((n) => {
        const cell = document.querySelector(`#board-svg g.cell[data-name="${n}"]`);
        if (!cell.classList.contains("next")) return false;
        cell.dispatchEvent(new MouseEvent("click", { bubbles: true }));
        return true;
      }, {}, name);
    }
  };
  const moveCount = (n) => page.waitForFunction((k) => document.querySelectorAll("#history li").length === k, {}, n);
  const typeMove = async (move) => {
    await page.$eval("#move-text", (i) => { i.value = ""; });
    await page.type("#move-text", move);
    await page.click("#move-send");
  };

  // bottomLeft(name): the cell is drawn leftmost and lowest, as a1 is on a real board.
  const bottomLeft = (name) => page.$eval("#board-svg", (root, n) => {
    const box = (g) => g.getBoundingClientRect();
    const all = [...root.querySelectorAll("g.cell")].map(box);
    const cell = box(root.querySelector(`g.cell[data-name="${n}"]`));
    return cell.left === Math.min(...all.map((b) => b.left)) && cell.bottom === Math.max(...all.map((b) => b.bottom));
  }, name);
  // pieceAt(name): the fill and the letter of the piece drawn on the cell ("" when none).
  const pieceAt = (name) => page.$eval(`#board-svg g.cell[data-name="${name}"]`, (g) => {
    const disc = g.querySelector("circle.piece");
    return disc ? `${disc.getAttribute("fill")} ${g.querySelector("text.piece-label").textContent}` : "";
  });
  const arrowFill = "#d33"; // amazons' arrow: no colour among its hints, so the palette's

  // Connect four between two people: red fills column d by clicking; red wins.  The discs are
  // drawn in their hints' colours from the bottom row up; the free cells above are empty.
  await start(page, "connect4", ["human", "human"]);
  check("connect four: a1 at the bottom left", await bottomLeft("a1"));
  await clickCells(["d1"]);
  await moveCount(1);
  check("connect four: a red disc on d1, nothing else", await pieceAt("d1") === "red " && await pieces(page) === 1,
        `${await pieceAt("d1")}, ${await pieces(page)} pieces`);
  await clickCells(["d2"]);
  await moveCount(2);
  check("connect four: a gold disc on d2", await pieceAt("d2") === "gold ", await pieceAt("d2"));
  await start(page, "connect4", ["human", "human"]);
  const drops = ["d1", "e1", "d2", "e2", "d3", "e3", "d4"];
  for (let k = 0; k < drops.length; k++) {
    await clickCells([drops[k]]);
    await moveCount(k + 1);
  }
  await page.waitForFunction(() => /Scores:/.test(document.querySelector("#status").textContent));
  check("connect four: red wins", /Scores: red 100, yellow 0$/.test(await text(page, "#status")),
        await text(page, "#status"));

  // Go 9x9: black clicks the centre, then both type pass; black's stone holds the board.
  await start(page, "go9", ["human", "human"]);
  await clickCells(["e5"]);
  await moveCount(1);
  await typeMove("pass");
  await moveCount(2);
  await typeMove("PASS");
  await moveCount(3);
  await page.waitForFunction(() => /Scores:/.test(document.querySelector("#status").textContent));
  check("go: two passes end it, black wins", /Scores: black 100, white 0$/.test(await text(page, "#status")),
        await text(page, "#status"));

  // Against MCTS with a small budget of states: go (a stone, then the pass button) and amazons
  // (three clicks); each reply arrives and the board shows it.
  await page.$eval("#budget", (i) => { i.value = "1000"; });
  await page.select("#budget-kind", "states");
  await start(page, "go9", ["human", "mcts"]);
  check("go: a1 at the bottom left", await bottomLeft("a1"));
  await clickCells(["e5"]);
  await moveCount(2);
  const go = await page.$$eval("#history li", (items) => items.map((i) => i.textContent));
  check("go: the clicked stone and mcts's reply", go[0] === "black: e5" && /^white: ([a-i][1-9]|pass)$/.test(go[1]),
        go.join(", "));
  check("go: the stones drawn", await pieceAt("e5") === "#222 " &&
        (go[1] === "white: pass" || await pieceAt(go[1].split(" ")[1]) === "#fafafa "), await pieceAt("e5"));
  await page.waitForFunction(() => [...document.querySelectorAll("#choices button")].some((b) => b.textContent === "pass"));
  await page.evaluate(() => [...document.querySelectorAll("#choices button")].find((b) => b.textContent === "pass").click());
  await moveCount(4);
  const goPass = await page.$$eval("#history li", (items) => items.map((i) => i.textContent));
  check("go: the pass button passes; mcts answers", goPass[2] === "black: pass" && /^white: /.test(goPass[3]),
        goPass.join(", "));
  if (shots) await page.screenshot({ path: `${shots}/web-go.png` });

  // Amazons: the queen, its square and the arrow, one click each; mcts moves a queen and shoots.
  await start(page, "amazons", ["human", "mcts"]);
  check("amazons: a1 at the bottom left", await bottomLeft("a1"));
  await clickCells(["d1", "d7", "g7"]);
  await moveCount(2);
  const amazons = await page.$$eval("#history li", (items) => items.map((i) => i.textContent));
  const answer = (amazons[1] || "").match(/^black: ([a-j]\d+)([a-j]\d+)([a-j]\d+)$/);
  check("amazons: the clicked move and the reply", amazons[0] === "white: d1d7g7" && answer, amazons.join(", "));
  if (answer) {
    check("amazons: the board shows both moves",
          JSON.stringify(await Promise.all(["d1", "d7", "g7", answer[2], answer[3]].map(pieceAt))) ===
          JSON.stringify(["", "#fafafa Q", `${arrowFill} X`, "#222 Q", `${arrowFill} X`]),
          await Promise.all(["d1", "d7", "g7", answer[2], answer[3]].map(pieceAt)));
  }
  if (shots) await page.screenshot({ path: `${shots}/web-amazons.png` });
  // White gives up: the game stops, and says who resigned.
  await page.waitForFunction(() => !document.querySelector("#resign").disabled);
  await page.click("#resign");
  await page.waitForFunction(() => /^Stopped: /.test(document.querySelector("#status").textContent));
  check("amazons: white resigns", (await text(page, "#status")) === "Stopped: white (human) resigned; it loses the game",
        await text(page, "#status"));
  check("no resigning after the end", await page.$eval("#resign", (b) => b.disabled));

  // Connect four against MCTS with a budget of 2 seconds: while it thinks, the page shows its
  // iterations and states so far (before its move arrives); then its reply.
  await page.$eval("#budget", (i) => { i.value = "2"; });
  await page.select("#budget-kind", "time");
  // A fast machine grows more than the default 250,000 nodes in 2 s (and the server then says so
  // on stderr, which this test requires to be empty): give the tree room.
  await start(page, "connect4", ["human", "mcts:maxnodes=4000000"]);
  await clickCells(["d1"]);
  await page.waitForFunction(() => /thinks: .* s of 2 s; \d+ iterations, \d+ states$/.test(
    document.querySelector("#thinking-label").textContent) && document.querySelectorAll("#history li").length === 1);
  check("mcts's progress shown while it thinks", /^yellow \(mcts:maxnodes=4000000\) thinks: /.test(await text(page, "#thinking-label")),
        await text(page, "#thinking-label"));
  await moveCount(2);
  const versus = await page.$$eval("#history li", (items) => items.map((i) => i.textContent));
  check("connect four: mcts replies", versus[0] === "red: d1" && /^yellow: [a-g][12]$/.test(versus[1]), versus.join(", "));
  check("the last search reported", /^Last search \(yellow\): [1-9]\d* iterations, [1-9]\d* states, /.test(await text(page, "#report")),
        await text(page, "#report"));
  await page.$eval("#budget", (i) => { i.value = "1"; });

  // The mill: a placement is one click on its point, though the move first counts the men placed
  // (an assignment the rules make on a0); random answers.
  await start(page, "theMillGame", ["human", "random"]);
  await page.waitForFunction(() => document.querySelectorAll("#board-svg g.cell.next").length === 24);
  await clickCells(["b3"]);
  await moveCount(2);
  const mill = await page.$$eval("#history li", (items) => items.map((i) => i.textContent));
  check("the mill: one click places a man", mill[0] === "white: b3" && /^black: [a-c][0-7]$/.test(mill[1]),
        mill.join(", "));
  // Only the point where black's man went is highlighted, not a0 where the rules count men.
  const millReply = Number(await page.$eval(`#board-svg g.cell[data-name="${mill[1].split(" ")[1]}"]`,
                                            (g) => g.dataset.cell));
  check("the mill: the last move's point highlighted, alone",
        JSON.stringify(await cellsWith(page, "last")) === `[${millReply}]`, await cellsWith(page, "last"));

  // Hex 5x5: each file's letter beyond its first cell and each rank's number beyond its a-cell,
  // in the line of the cells (a1 at the top corner, as Hex's names have it).
  await start(page, "hex5x5", ["human", "human"]);
  const hex = await page.$$eval("#board-svg text.edge-label", (ts) => ts.map((t) => t.textContent).sort());
  check("hex: files and ranks on its edges", hex.join(" ") === "1 2 3 4 5 a b c d e", hex);
  const hexAt = (name) => page.$eval(`#board-svg g.cell[data-name="${name}"] polygon`, (p) => {
    const b = p.getBBox();
    return [b.x + b.width / 2, b.y + b.height / 2];
  });
  const labelAt = (text) => page.$eval("#board-svg", (root, t) => {
    const label = [...root.querySelectorAll("text.edge-label")].find((l) => l.textContent === t);
    return [Number(label.getAttribute("x")), Number(label.getAttribute("y"))];
  }, text);
  const [a1, a2, b1] = [await hexAt("a1"), await hexAt("a2"), await hexAt("b1")];
  const [fileA, rank1] = [await labelAt("a"), await labelAt("1")];
  const near = (p, q) => Math.abs(p[0] - q[0]) < 0.01 && Math.abs(p[1] - q[1]) < 0.01;
  check("hex: 'a' beyond a1, away from a2", near(fileA, [2 * a1[0] - a2[0], 2 * a1[1] - a2[1]]), [fileA, a1, a2]);
  check("hex: '1' beyond a1, away from b1", near(rank1, [2 * a1[0] - b1[0], 2 * a1[1] - b1[1]]), [rank1, a1, b1]);

  // A match file: game 1, step by step to its end.
  const input = await page.$("#replay-file");
  await input.uploadFile(matchFile);
  await page.$eval("#replay-index", (i) => { i.value = "1"; });
  await page.click("#replay-load");
  await page.waitForFunction(() => /^Replay of ticTacToe: move 0 of \d+$/.test(document.querySelector("#status").textContent));
  const length = Number((await text(page, "#status")).match(/of (\d+)/)[1]);
  check("an empty board first", (await pieces(page)) === 0);
  await page.click("#replay-next");
  await page.waitForFunction(() => document.querySelector("#ply").textContent.startsWith("1 /"));
  await page.click("#replay-next");
  await page.waitForFunction(() => document.querySelector("#ply").textContent.startsWith("2 /"));
  check("two pieces after two steps", (await pieces(page)) === 2);
  await page.click("#replay-last");
  await page.waitForFunction((n) => document.querySelector("#ply").textContent === `${n} / ${n}`, {}, length);
  check("the scores at the end", /Scores: cross \d+, nought \d+$/.test(await text(page, "#status")),
        await text(page, "#status"));
  check("every move on the board", (await pieces(page)) === length);
  if (shots) await page.screenshot({ path: `${shots}/web-replay.png` });
  check("no script error on the page", problems.length === 0, problems.join("; "));
  await browser.close();
}

main().catch((e) => { failed++; console.log(`FAIL: ${e.stack || e}`); })
  .finally(() => {
    console.log(`browser: ${passed} passed, ${failed} failed`);
    process.exit(failed ? 1 : 0);
  });
