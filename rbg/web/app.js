// The page of `rbg serve`: talks to the server's JSON API (docs/play.md), draws the board as
// SVG from the game's board graph, and turns clicks on cells into moves.
"use strict";

const $ = (id) => document.getElementById(id);
const SVG = "http://www.w3.org/2000/svg";
const STONE = /^[●○◯⬤◉]$/u; // symbols that are a stone or a disc, drawn as the disc itself
const PALETTE = ["#d33", "#36c", "#2a2", "#e90", "#909", "#0aa", "#963", "#f6c"];

const page = {
  session: null,   // the last state the server sent
  path: [],        // the cells clicked so far in this move
  next: [],        // the cells that continue a legal move from `path`
  complete: [],    // the moves that end with `path`
  poll: null,
  starting: null,  // the session just created, shown once its first state arrives
  ply: null,       // replays: the move shown
};

async function api(method, url, body) {
  const options = { method, headers: {} };
  if (body !== undefined) {
    options.body = JSON.stringify(body);
    options.headers["Content-Type"] = "application/json";
  }
  const response = await fetch(url, options);
  let data = {};
  try { data = await response.json(); } catch (e) { data = { error: response.statusText }; }
  if (!response.ok) throw new Error(data.error || response.statusText);
  return data;
}

function say(text, isError) {
  $("message").textContent = text || "";
  $("message").className = isError ? "error" : "";
}

function svg(name, attributes, parent) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  if (parent) parent.appendChild(element);
  return element;
}

// Where each cell is drawn (centre, in cell units) and its shape.
function layout(board) {
  const n = board.cells.length;
  if (board.kind === "rectangle" || board.kind === "cuboid") {
    // A game whose first player sits at the top (draughts) is turned, so that a1 is at the bottom
    // left as in `rbg show`.
    const turn = (c) => board.flipped ? { x: board.width - 1 - c.x, y: board.height - 1 - c.y } : c;
    return board.cells.map((c) => ({ x: turn(c).x + c.z * (board.width + 1) + 0.5, y: turn(c).y + 0.5,
                                     shape: "square", dark: (c.x + c.y) % 2 === 1 }));
  }
  if (board.kind === "hexagon") {
    const length = {};
    for (const c of board.cells) length[c.y] = Math.max(length[c.y] || 0, c.x + 1);
    return board.cells.map((c) => ({ x: c.x + (board.width - length[c.y]) / 2 + 0.5,
                                     y: c.y * 0.866 + 0.5, shape: "hexagon" }));
  }
  // Any other graph: the cells on a circle, in their order.
  const radius = Math.max(1.5, n / 5);
  return board.cells.map((c, i) => ({ x: radius + 0.5 + radius * Math.cos(2 * Math.PI * i / n),
                                      y: radius + 0.5 + radius * Math.sin(2 * Math.PI * i / n),
                                      shape: "node" }));
}

// How a piece is drawn: as `rbg play` draws it, from the game's display hints, on a disc.  The
// empty piece and pieces whose symbol is "." or "-" (connect four's free cells, the light squares
// of draughts) are nothing; a stone
// or disc glyph (● ○) is the disc itself, in the hint's colour; other symbols are written on the
// disc, in capitals when the colour tells the side (a black "K", not "k").  Without a colour,
// pieces named white.../black... (or wPawn/bKing) are white and black, others take a palette
// colour.
function pieceLook(s, piece) {
  const look = s.looks[piece];
  if (piece === s.empty || look.symbol === "." || look.symbol === "-") return null;
  const name = s.pieces[piece];
  const side = name.match(/^(white|black)(.*)$/i) || name.match(/^([wb])([A-Z].*)$/);
  const named = look.colour || (side && (/^w/i.test(side[1]) ? "white" : "black"));
  const fill = { white: "#fafafa", black: "#222" }[named] || named || PALETTE[piece % PALETTE.length];
  const label = STONE.test(look.symbol) ? ""
    : named && /^\p{L}$/u.test(look.symbol) ? look.symbol.toUpperCase() : look.symbol;
  return { label, fill, text: isLight(fill) ? "#222" : "#fff" };
}

// Whether a CSS colour is light (dark text reads on it): the canvas turns any colour into #rrggbb.
function isLight(colour) {
  const context = document.createElement("canvas").getContext("2d");
  context.fillStyle = colour;
  const rgb = /^#[0-9a-f]{6}$/i.test(context.fillStyle)
    ? [1, 3, 5].map((k) => parseInt(context.fillStyle.slice(k, k + 2), 16)) : [0, 0, 0];
  return 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2] > 150;
}

// Files and ranks on the board's edges, as on a real board: a rectangle (or a cuboid's layers)
// whose cells have algebraic names (a1, Ba1) gets the file letters below its bottom row and the
// rank numbers left of its left column; other boards get none.
function edgeLabels(board, places, root) {
  if (board.kind !== "rectangle" && board.kind !== "cuboid") return false;
  const parts = board.cells.map((c) => c.name.match(/^[A-Z]?([a-z]+)([0-9]+)$/));
  if (parts.some((m) => m === null)) return false;
  const bottom = Math.max(...places.map((p) => p.y));
  const left = {};
  places.forEach((p, i) => {
    const z = board.cells[i].z;
    left[z] = Math.min(left[z] === undefined ? p.x : left[z], p.x);
  });
  places.forEach((p, i) => {
    if (p.y === bottom) {
      const file = svg("text", { class: "edge-label file", x: p.x, y: p.y + 0.75 }, root);
      file.textContent = parts[i][1];
    }
    if (p.x === left[board.cells[i].z]) {
      const rank = svg("text", { class: "edge-label rank", x: p.x - 0.8, y: p.y }, root);
      rank.textContent = parts[i][2];
    }
  });
  return true;
}

// Hex's board (a hexagon whose cells are named a1 ... k11) gets its files and ranks outside its
// edges: each file's letter beyond its rank-1 cell, each rank's number beyond its a-file cell,
// in the line of the cells, as printed Hex boards show them.
function hexLabels(board, places, root) {
  if (board.kind !== "hexagon") return false;
  const parts = board.cells.map((c) => c.name.match(/^([a-z]+)([0-9]+)$/));
  if (parts.some((m) => m === null)) return false;
  const at = {};
  parts.forEach((m, i) => { at[m[0]] = places[i]; });
  const beyond = (text, from, to) => {
    const label = svg("text", { class: "edge-label", x: 2 * to.x - from.x, y: 2 * to.y - from.y }, root);
    label.textContent = text;
  };
  for (const file of new Set(parts.map((m) => m[1])))
    if (at[`${file}1`] && at[`${file}2`]) beyond(file, at[`${file}2`], at[`${file}1`]);
  for (const rank of new Set(parts.map((m) => m[2])))
    if (at[`a${rank}`] && at[`b${rank}`]) beyond(rank, at[`b${rank}`], at[`a${rank}`]);
  return true;
}

function drawBoard(s) {
  const places = layout(s.board);
  const width = Math.max(...places.map((p) => p.x)) + 0.7;
  const height = Math.max(...places.map((p) => p.y)) + 0.7;
  const root = svg("svg", { id: "board-svg", "data-session": s.id, "data-game": s.game });
  if (hexLabels(s.board, places, root)) {
    root.setAttribute("viewBox", `-1.2 -1.2 ${width + 2.4} ${height + 2.4}`);
  } else {
    const margin = edgeLabels(s.board, places, root) ? 0.6 : 0;
    root.setAttribute("viewBox", `${-0.2 - margin} -0.2 ${width + 0.2 + margin} ${height + 0.2 + margin}`);
  }
  if (s.board.kind === "graph")
    for (const [a, b] of s.board.edges)
      svg("line", { class: "edge", x1: places[a - 1].x, y1: places[a - 1].y, x2: places[b - 1].x,
                    y2: places[b - 1].y }, root);
  const last = s.ply > 0 ? s.history[s.ply - 1].cells : [];
  // Boards of stones and discs (go, connect four, reversi) are one colour, as they are on a table.
  const plain = s.looks.some((look) => STONE.test(look.symbol));
  places.forEach((p, i) => {
    const cell = i + 1;
    const classes = ["cell"];
    if (last.includes(cell)) classes.push("last");
    if (page.path.includes(cell)) classes.push("selected");
    if (page.next.includes(cell)) classes.push("next");
    const g = svg("g", { class: classes.join(" "), "data-cell": cell, "data-name": s.board.cells[i].name }, root);
    if (p.shape === "square") {
      svg("rect", { class: "cell-shape " + (p.dark && !plain ? "dark" : "light"), x: p.x - 0.5, y: p.y - 0.5,
                    width: 1, height: 1 }, g);
    } else if (p.shape === "hexagon") {
      const corners = [];
      for (let k = 0; k < 6; k++) {
        const a = Math.PI / 6 + k * Math.PI / 3;
        corners.push(`${p.x + 0.577 * Math.cos(a)},${p.y + 0.577 * Math.sin(a)}`);
      }
      svg("polygon", { class: "cell-shape light", points: corners.join(" ") }, g);
    } else {
      svg("circle", { class: "cell-shape node", cx: p.x, cy: p.y, r: 0.45 }, g);
    }
    const piece = s.cells[i];
    const look = pieceLook(s, piece);
    if (look) {
      svg("circle", { class: "piece", cx: p.x, cy: p.y, r: 0.36, fill: look.fill }, g);
      const label = svg("text", { class: "piece-label", x: p.x, y: p.y, fill: look.text }, g);
      label.textContent = look.label;
    }
    // A cell that can come next: a ring around its piece, a small dot on an empty cell (a ring
    // on every point of an empty go board hides the board).
    if (page.next.includes(cell))
      svg("circle", { class: look ? "next-dot" : "next-dot empty", cx: p.x, cy: p.y, r: look ? 0.42 : 0.14 }, g);
    const title = svg("title", {}, g);
    title.textContent = `${s.board.cells[i].name}: ${s.pieces[piece]}`;
    g.addEventListener("click", () => { if (page.session === s) clickCell(cell); });
  });
  $("board").replaceChildren(root);
}

function drawSide(s) {
  let status;
  if (s.replay) status = `Replay of ${s.game}: move ${s.ply} of ${s.length}`;
  else if (s.failure) status = `Stopped: ${s.failure}`;
  else if (s.over) status = "Game over";
  else if (s.human_turn) status = `Your move (${s.turn}).`;
  else status = `${s.turn} to move (${s.players.find((p) => p.name === s.turn).agent}).`;
  if (s.replay ? s.ply === s.length : s.over && !s.failure)
    status += ". Scores: " + Object.entries(s.scores).map(([p, v]) => `${p} ${v}`).join(", ");
  $("status").textContent = status;
  const t = s.thinking;
  $("thinking").hidden = !t;
  if (t) {
    const budget = t.time > 0 ? `${t.elapsed.toFixed(1)} s of ${t.time} s` : `budget ${t.states} states`;
    const far = t.progress ? `; ${t.progress.iterations} iterations, ${t.progress.states} states` : "";
    $("thinking-label").textContent = `${t.player} (${t.agent}) thinks: ${budget}${far}`;
    $("thinking-bar").style.width = t.time > 0 ? `${Math.min(100, 100 * t.elapsed / t.time)}%` : "100%";
  }
  const done = s.history.slice(0, s.ply).filter((m) => m.iterations > 0 || m.states > 0);
  const report = done.length ? done[done.length - 1] : null;
  $("report").textContent = report ? `Last search (${report.player}): ${report.iterations} iterations, ` +
    `${report.states} states, ${report.seconds.toFixed(2)} s` : "";
  const list = $("history");
  list.replaceChildren(...s.history.map((m, k) => {
    const item = document.createElement("li");
    item.textContent = `${m.player}: ${m.text}`;
    if (k === s.ply - 1) item.className = "current";
    return item;
  }));
  $("replay-controls").hidden = !s.replay;
  $("ply").textContent = `${s.ply} / ${s.length}`;
  $("move-form").hidden = s.replay;
  $("resign").disabled = !s.human_turn;
  const choices = $("choices");
  // Buttons for the moves that end at the cells clicked so far, unless one alone ends there and
  // was sent at once; before any click they are the moves that take no click (go's pass).
  const offer = page.complete.length > 1 ||
    (page.complete.length === 1 && (page.next.length > 0 || page.path.length === 0));
  choices.replaceChildren(...offer
    ? page.complete.map((text) => {
      const button = document.createElement("button");
      button.textContent = text;
      button.addEventListener("click", () => sendMove(text));
      return button;
    }) : []);
}

function draw() {
  if (!page.session) return;
  drawBoard(page.session);
  drawSide(page.session);
}

// The next cells after the path clicked so far (only on a person's turn).
async function refreshClicks() {
  const s = page.session;
  page.next = [];
  page.complete = [];
  if (s && s.human_turn && !s.replay) {
    const data = await api("POST", `/api/sessions/${s.id}/continuations`, { path: page.path });
    page.next = data.next;
    page.complete = data.complete;
  }
  draw();
}

async function show(session) {
  page.session = session;
  page.path = [];
  await refreshClicks();
  clearTimeout(page.poll);
  if (!session.replay && !session.over && !session.human_turn)
    page.poll = setTimeout(() => load(), 200);
}

// Shows session `id` (default: the one shown) after `ply` moves (default: all).  An answer that
// arrives after another game was started is dropped.
async function load(ply, id = page.session.id) {
  const query = ply === undefined ? "" : `?ply=${ply}`;
  try {
    const session = await api("GET", `/api/sessions/${id}${query}`);
    if (page.session === null || page.session.id === id || page.starting === id) await show(session);
  } catch (e) { say(e.message, true); }
}

async function clickCell(cell) {
  const s = page.session;
  if (!s || s.replay) return;
  if (!s.human_turn) { say("It is not your turn.", true); return; }
  if (!page.next.includes(cell)) {
    if (page.path.length && page.path[page.path.length - 1] === cell) {
      page.path.pop(); // a second click on the last cell takes it back
      say("");
      await refreshClicks();
      return;
    }
    say(`${s.board.cells[cell - 1].name} does not continue a legal move.`, true);
    return;
  }
  say("");
  page.path.push(cell);
  try { await refreshClicks(); } catch (e) { say(e.message, true); return; }
  if (page.next.length === 0 && page.complete.length === 1) await sendMove(page.complete[0]);
  else if (page.next.length === 0 && page.complete.length > 1) say("Several moves end here: pick one.");
}

async function sendMove(text) {
  try {
    const state = await api("POST", `/api/sessions/${page.session.id}/move`, { text });
    say("");
    $("move-text").value = "";
    await show(state);
  } catch (e) {
    say(e.message, true);
  }
}

async function resign() {
  try {
    await show(await api("POST", `/api/sessions/${page.session.id}/resign`, {}));
    say("");
  } catch (e) {
    say(e.message, true);
  }
}

async function chooseGame() {
  const name = $("game-select").value;
  const box = $("players");
  box.replaceChildren();
  try {
    const game = await api("GET", `/api/games/${encodeURIComponent(name)}`);
    game.players.forEach((player, i) => {
      const label = document.createElement("label");
      label.textContent = `${player} `;
      const input = document.createElement("input");
      input.type = "text";
      input.id = `player-${i}`;
      input.className = "player";
      input.value = i === 0 ? "human" : "mcts";
      label.appendChild(input);
      box.appendChild(label);
    });
  } catch (e) { say(e.message, true); }
}

async function start() {
  const players = [...document.querySelectorAll("input.player")].map((i) => i.value.trim());
  const body = { game: $("game-select").value, players };
  const budget = Number($("budget").value);
  body[$("budget-kind").value] = $("budget-kind").value === "states" ? Math.round(budget) : budget;
  try {
    const created = await api("POST", "/api/sessions", body);
    page.starting = created.id;
    say("");
    await load(undefined, created.id);
  } catch (e) { say(e.message, true); }
}

async function replay() {
  const file = $("replay-file").files[0];
  if (!file) { say("Choose a match file first.", true); return; }
  try {
    const created = await api("POST", "/api/replay", { match: await file.text(),
                                                       index: Number($("replay-index").value) });
    page.starting = created.id;
    say(`Game ${$("replay-index").value} of ${created.games} in the file.`);
    await load(0, created.id);
  } catch (e) { say(e.message, true); }
}

async function init() {
  const { games } = await api("GET", "/api/games");
  $("game-select").replaceChildren(...games.map((name) => new Option(name, name)));
  $("game-select").addEventListener("change", chooseGame);
  $("start").addEventListener("click", start);
  $("replay-load").addEventListener("click", replay);
  $("move-form").addEventListener("submit", (e) => { e.preventDefault(); sendMove($("move-text").value); });
  $("move-clear").addEventListener("click", () => { page.path = []; say(""); refreshClicks(); });
  $("resign").addEventListener("click", resign);
  const step = (to) => () => { const s = page.session; load(Math.max(0, Math.min(s.length, to(s)))); };
  $("replay-first").addEventListener("click", step(() => 0));
  $("replay-prev").addEventListener("click", step((s) => s.ply - 1));
  $("replay-next").addEventListener("click", step((s) => s.ply + 1));
  $("replay-last").addEventListener("click", step((s) => s.length));
  await chooseGame();
  document.body.dataset.ready = "true";
}

init().catch((e) => say(e.message, true));
