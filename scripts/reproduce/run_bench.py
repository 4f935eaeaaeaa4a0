"""Runs the cells of a speed table with `rbg bench`: one JSON file per cell, kept once written."""
import json
import os
import subprocess


def run(ctx, cells, shard):
    for index, cell in enumerate(cells):
        if shard and index % shard[1] != shard[0] - 1:
            continue
        path = ctx.raw_file(cell, None, ".json")
        if os.path.exists(path):
            continue
        v = cell.values
        command = [ctx.rbg, "bench", ctx.game_path(cell.fill(v["game"])), "--json", "--quiet",
                   "--split", cell.fill(v.get("split", "none"))]
        command += (["--playouts", str(v["playouts"])] if v.get("playouts")
                    else ["--seconds", str(v.get("seconds", 10))])
        ctx.say(f"{cell.key}: {cell.row_label}")
        out = subprocess.run(command, capture_output=True, text=True)
        if out.returncode != 0:
            raise RuntimeError(f"rbg bench failed for cell {cell.key}: {out.stderr.strip()}")
        with open(path + ".part", "w") as f:
            f.write(out.stdout)
        os.replace(path + ".part", path)


def summary(ctx, cell):
    path = ctx.raw_file(cell, None, ".json")
    if not os.path.exists(path):
        return None
    with open(path) as f:
        return json.loads(f.read().strip().splitlines()[-1])
