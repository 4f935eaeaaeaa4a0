"""Plays the cells of a match table with `rbg match`: one resumable match file per cell (per shard)."""
import json
import subprocess


def budget_args(cell):
    """--states or --time; a column's budget_factor scales the scale's budget (time-limit curves)."""
    values = cell.values
    if values.get("budget") == "none":  # agents that search to completion (a level-n NMCS)
        return []
    factor = cell.number("budget_factor", 1)
    if values.get("states"):
        return ["--states", str(max(1, round(cell.number("states") * factor)))]
    if values.get("time"):
        return ["--time", f"{cell.number('time', unit='seconds') * factor:g}"]
    raise ValueError(f"cell {cell.key}: neither 'states' nor 'time' is set for this scale")


def match_command(ctx, cell, out, shard):
    v = cell.values
    command = [ctx.rbg, "match", ctx.game_path(cell.fill(v["game"])),
               "--agent", cell.fill(v["a"]), "--agent", cell.fill(v["b"]),
               "--games", str(v["games"]), "--seed", str(v.get("seed", 1)),
               "--jobs", str(ctx.jobs), "--out", out, "--resume", "--quiet"]
    command += budget_args(cell)
    for option in ("max_length", "max_nodes", "split"):
        if v.get(option):
            command += ["--" + option.replace("_", "-"), str(cell.fill(v[option]))]
    if shard:
        command += ["--shard", f"{shard[0]}/{shard[1]}"]
    return command


def run(ctx, cells, shard):
    for cell in cells:
        out = ctx.raw_file(cell, shard, ".jsonl")
        ctx.say(f"{cell.key}: {cell.row_label} / {cell.column_label}")
        result = subprocess.run(match_command(ctx, cell, out, shard), stdout=subprocess.DEVNULL)
        if result.returncode != 0:
            raise RuntimeError(f"rbg match failed for cell {cell.key} (exit {result.returncode})")


def summary(ctx, cell):
    """`rbg merge --json` over the cell's files, or None when no file holds a game yet."""
    files = ctx.raw_files(cell, ".jsonl")
    if not files:
        return None
    out = subprocess.run([ctx.rbg, "merge", *files, "--json", "--quiet"], capture_output=True,
                         text=True)
    if out.returncode != 0:
        raise RuntimeError(f"rbg merge failed for cell {cell.key}: {out.stderr.strip()}")
    return json.loads(out.stdout)
