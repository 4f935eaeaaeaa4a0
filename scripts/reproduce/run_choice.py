"""Runs the cells of a move-choice table: an agent asked for its move in one position, many
times with different seeds (`rbg play --after POSITION --max-length 1`), counting how often it
chose the correct move.  Moves are recorded in the numeric form, the one the tables give."""
import math
import os
import subprocess
import tempfile

import cellfile
from run_match import budget_args


def header(cell):
    v = cell.values
    return {"rbg_repro_choice": 1, "cell": cell.key, "game": v["game"], "position": v["position"],
            "agent": v["a"], "calls": v["calls"], "budget": budget_args(cell),
            "seed": v.get("seed", 1)}


def choose(ctx, head, call):
    """The move the agent chooses on this call (its seed: the table's seed plus the call)."""
    with tempfile.TemporaryDirectory() as work:
        record = os.path.join(work, "move")
        agent = head["agent"]
        out = subprocess.run([ctx.rbg, "play", ctx.game_path(head["game"]), "--after",
                              head["position"], "--agent", agent, "--agent", agent,
                              "--max-length", "1", "--record", record, "--quiet", "--numeric",
                              "--seed", str(head["seed"] * 1000003 + call), *head["budget"]],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if out.returncode != 0:
            raise RuntimeError(f"rbg play failed on call {call}: {out.stderr.strip()}")
        with open(record) as f:
            return {"call": call, "move": f.read().strip()}


def run(ctx, cells, shard):
    for cell in cells:
        head = header(cell)
        cellfile.run(ctx, cell, shard, head, "call", range(1, head["calls"] + 1),
                     lambda call: choose(ctx, head, call))


def summary(ctx, cell):
    lines = cellfile.items(ctx, cell, "call")
    if not lines:
        return None
    counts = {}
    for line in lines:
        counts[line["move"]] = counts.get(line["move"], 0) + 1
    n, correct = len(lines), counts.get(cell.values["correct"], 0)
    p = correct / n
    half = 1.96 * math.sqrt(p * (1 - p) / n)
    return {"calls": n, "correct": correct, "frequency": 100 * p,
            "ci": None if p in (0, 1) else (100 * (p - half), 100 * (p + half)),
            "moves": counts}
