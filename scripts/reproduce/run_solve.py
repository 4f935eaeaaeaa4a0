"""Runs the cells of a solver table: positions after random plies, each solved with `rbg solve`.

Each cell (an algorithm and its options, at some number of plies) writes one JSON-lines file: a
header naming the cell's setting, then one line per position.  A file is resumed: the positions
it holds are not solved again; a file of another setting is refused.
"""
import json
import os
import subprocess
import tempfile

import cellfile


def header(ctx, cell):
    v = cell.values
    return {"rbg_repro_solve": 1, "cell": cell.key, "game": cell.fill(v["game"]),
            "plies": cell.whole("plies"), "algo": cell.fill(v["algo"]),
            "options": cell.fill(v.get("options", "")), "nodes": cell.whole("nodes"),
            "seconds": cell.number("seconds", unit="seconds"), "positions": cell.whole("positions")}


def position(ctx, game, seed, plies):
    """The moves of a random game with this seed, stopped after `plies`; None if the game is over
    by then (it ended sooner, or the random player finds no move after them)."""
    with tempfile.TemporaryDirectory() as work:
        record = os.path.join(work, "moves")
        subprocess.run([ctx.rbg, "play", game, "--agent", "random", "--agent", "random",
                        "--seed", str(seed), "--max-length", str(plies + 1), "--record", record,
                        "--quiet"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        with open(record) as f:
            moves = [line.strip() for line in f if line.strip()]
    return ";".join(moves[:plies]) if len(moves) > plies else None


def seeds_in_play(ctx, game, plies, count):
    """The first `count` seeds 1, 2, ... whose random game is still in play after `plies`."""
    seeds, seed = [], 0
    while len(seeds) < count:
        seed += 1
        if seed > 100 * count + 100:
            raise RuntimeError(f"fewer than {count} of {seed - 1} random games are in play "
                               f"after {plies} plies")
        if position(ctx, game, seed, plies) is not None:
            seeds.append(seed)
    return seeds


def solve_one(ctx, head, seed):
    game = ctx.game_path(head["game"])
    moves = position(ctx, game, seed, head["plies"])
    if moves is None:
        return {"position": seed, "skipped": "the game ended before the plies"}
    command = [ctx.rbg, "solve", game, "--after", moves, "--algo", head["algo"], "--win-only",
               "--json", "--quiet", "--nodes", str(head["nodes"]), *head["options"].split()]
    if head["seconds"]:
        command += ["--seconds", str(head["seconds"])]
    out = subprocess.run(command, capture_output=True, text=True)
    if out.returncode != 0 and "the game is over" in out.stderr:  # it ended on the last ply
        return {"position": seed, "skipped": "the game ended on the last ply"}
    if out.returncode != 0:
        raise RuntimeError(f"rbg solve failed on position {seed}: {out.stderr.strip()}")
    result = json.loads(out.stdout.strip().splitlines()[-1])
    return dict({"position": seed, "moves": moves}, **result)


def run(ctx, cells, shard):
    heads = [header(ctx, cell) for cell in cells]  # a bad setting is refused before any work
    for cell, head in zip(cells, heads):
        seeds = seeds_in_play(ctx, ctx.game_path(head["game"]), head["plies"], head["positions"])
        cellfile.run(ctx, cell, shard, head, "position", seeds,
                     lambda seed: solve_one(ctx, head, seed))


def summary(ctx, cell):
    lines = cellfile.items(ctx, cell, "position")
    if not lines:
        return None
    # Files written before the seeds were drawn in play hold a line for each seed passed over.
    expected = cell.whole("positions")
    played = [l for l in lines if "skipped" not in l][:expected]
    won = [l for l in played if l["result"] == "win"]
    not_won = [l for l in played if l["result"] != "win" and l.get("not_win")]
    concluded = won + not_won
    return {"positions": len(played), "expected": expected,
            "skipped": max((l["position"] for l in played), default=0) - len(played), "solved": len(won), "unsolved": len(not_won),
            "out": len(played) - len(concluded),
            "completion": 100.0 * len(concluded) / len(played) if played else 0.0,
            "mean_nodes": sum(l["nodes"] for l in concluded) / len(concluded) if concluded else 0,
            "nodes": sorted(l["nodes"] for l in concluded),
            "seconds": sorted(l["seconds"] for l in concluded)}
