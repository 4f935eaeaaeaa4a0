"""The outputs of a table: a CSV of every cell and a Markdown page with the paper's figures."""
import csv

from tables import known


def pct(x):
    return "" if x is None else f"{x:.1f}"


# The field of each kind's record that counts what was played: zero or empty when nothing was.
PLAYED = {"match": "games", "solve": "positions", "choice": "calls", "bench": "nodal_states_per_s"}


def played(kind, rec):
    return bool(rec.get(PLAYED[kind]))


def match_record(cell, s):
    ci = s.get("ci95") if s else None
    rate = 100 * s["win_rate"] if s and s["games"] else None
    low, high = (100 * ci[0], 100 * ci[1]) if ci else (None, None)
    verdict = ""
    if low is not None:
        verdict = "better" if low > 50 else "worse" if high < 50 else "same"
    paper_inside = ""
    if cell.paper is not None and low is not None:
        paper_inside = "yes" if low <= cell.paper <= high else "no"
    return {"games": s["games"] if s else 0, "missing": s["missing"] if s else cell.values["games"],
            "wins": s["wins"] if s else "", "draws": s["draws"] if s else "",
            "losses": s["losses"] if s else "", "win_rate": pct(rate), "ci_low": pct(low),
            "ci_high": pct(high), "verdict": verdict, "paper_in_ci": paper_inside}


def match_text(cell, r):
    interval = f" [{r['ci_low']}, {r['ci_high']}]" if r["ci_low"] else ""
    missing = f" ({r['games']} games, {r['missing']} missing)" if r["missing"] else ""
    return f"{r['win_rate']}{interval}{missing}"


def median(sorted_values):
    n = len(sorted_values)
    if n == 0:
        return None
    return (sorted_values[(n - 1) // 2] + sorted_values[n // 2]) / 2


def solve_record(cell, s):
    if not s:
        return {"positions": 0, "skipped": "", "solved": "", "unsolved": "", "out": "",
                "completion": "", "mean_nodes": "", "median_nodes": "", "max_nodes": "",
                "median_seconds": "", "max_seconds": ""}
    nodes, seconds = s["nodes"], s["seconds"]
    return {"positions": s["positions"], "skipped": s["skipped"], "solved": s["solved"],
            "unsolved": s["unsolved"],
            "out": s["out"], "completion": pct(s["completion"]),
            "mean_nodes": f"{s['mean_nodes']:.0f}",
            "median_nodes": f"{median(nodes):.0f}" if nodes else "",
            "max_nodes": nodes[-1] if nodes else "",
            "median_seconds": f"{median(seconds):.3f}" if seconds else "",
            "max_seconds": f"{seconds[-1]:.3f}" if seconds else ""}


def solve_text(cell, r):
    concluded = r["solved"] + r["unsolved"]
    spread = ""
    if r["median_nodes"] != "":
        spread = (f", median {r['median_nodes']}, max {r['max_nodes']}; "
                  f"{r['median_seconds']} s median, {r['max_seconds']} s max")
    return (f"{concluded} of {r['positions']} = {r['completion']}% "
            f"({r['solved']}/{r['unsolved']}/{r['out']}; {r['mean_nodes']} nodes{spread})")


def choice_record(cell, s):
    if not s:
        return {"calls": 0, "correct": "", "frequency": "", "ci_low": "", "ci_high": "",
                "moves": ""}
    low, high = s["ci"] if s["ci"] else (None, None)
    return {"calls": s["calls"], "correct": s["correct"], "frequency": pct(s["frequency"]),
            "ci_low": pct(low), "ci_high": pct(high),
            "moves": "; ".join(f"{m}: {n}" for m, n in sorted(s["moves"].items()))}


def choice_text(cell, r):
    interval = f" [{r['ci_low']}, {r['ci_high']}]" if r["ci_low"] else ""
    return f"{r['frequency']}{interval} ({r['correct']} of {r['calls']})"


def bench_record(cell, s, baseline):
    if not s:
        return {"nodal_states_per_s": "", "relative": "", "mean_branching": ""}
    relative = 100 * s["nodal_states_per_s"] / baseline if baseline else None
    return {"nodal_states_per_s": f"{s['nodal_states_per_s']:.0f}", "relative": pct(relative),
            "mean_branching": f"{s['mean_branching']:.2f}"}


def records(ctx, table, summaries):
    """One dict per cell: its identity, our figures and the paper's."""
    out = []
    baselines = {}
    if table.kind == "bench":
        for cell in table.cells:
            s = summaries.get(cell.key)
            if s and cell.values.get("baseline"):
                baselines[cell.fill(cell.values["game"])] = s["nodal_states_per_s"]
    for cell in table.cells:
        s = summaries.get(cell.key)
        base = {"table": table.name, "scale": table.scale, "cell": cell.key,
                "row": cell.row_label, "column": cell.column_label,
                "game": cell.fill(cell.values.get("game", ""))}
        if table.kind == "match":
            base.update(a=cell.fill(cell.values["a"]), b=cell.fill(cell.values["b"]))
            base.update(match_record(cell, s))
        elif table.kind == "solve":
            base.update(solve_record(cell, s))
        elif table.kind == "choice":
            base["a"] = cell.values["a"]
            base.update(choice_record(cell, s))
        else:
            base.update(bench_record(cell, s, baselines.get(base["game"])))
            base["paper_branching"] = cell.values.get("paper_branching", "")
        base["paper"] = "" if cell.paper is None else cell.paper
        base["note"] = ctx.unavailable.get(cell.key, "")
        out.append(base)
    return out


def write_csv(path, recs):
    with open(path, "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(recs[0].keys()), lineterminator="\n")
        writer.writeheader()
        writer.writerows(recs)


def cell_text(table, cell, rec):
    if rec["note"]:
        return "not run: " + rec["note"]
    text = {"match": match_text, "solve": solve_text, "choice": choice_text}.get(table.kind)
    if not text:
        ours = rec["relative"]
    else:
        ours = text(cell, rec) if played(table.kind, rec) else "–"
    unit = table.spec.get("paper_unit", "")
    paper = f" · paper {rec['paper']}{unit}" if rec["paper"] != "" else ""
    return ours + paper


def average_row(table, recs):
    """The unweighted mean over the rows of each column (the papers' "grand average")."""
    paper = table.spec.get("paper_average", [])
    out = []
    for c, label in enumerate(table.columns):
        rates = [float(r["win_rate"]) for r in recs if r["column"] == label and r["win_rate"]]
        ours = f"{sum(rates) / len(rates):.1f} ({len(rates)} rows)" if rates else "–"
        cell = next(x for x in table.cells if x.column_label == label)
        theirs = known(paper[cell.column]) if cell.column < len(paper) else None
        out.append(ours + (f" · paper {theirs}" if theirs is not None else ""))
    return "| **mean** | " + " | ".join(out) + " |"


def markdown(table, recs, plots, command):
    spec = table.spec
    lines = [f"# {spec['title']}", "",
             f"Paper: {spec['paper']}, {spec['source']}. Scale `{table.scale}`: "
             f"{spec['scale'][table.scale].get('about', '')}", ""]
    if spec.get("about"):
        lines += [spec["about"].strip(), ""]
    lines += [{"match": "Each cell: win rate of A in percent [95% interval] · the paper's figure.",
               "solve": "Each cell: positions concluded (proved a win or not) of those played, in "
                        "percent (solved/unsolved/out; nodes of the concluded ones: mean, median, "
                        "max; their seconds: median, max) · the paper's figure.",
               "choice": "Each cell: how often the agent chose the correct move, in percent "
                         "[95% interval] (correct calls of all) · the paper's figure.",
               "bench": "Each row: nodal states per second relative to the game's orthodox "
                        "row, in percent · the paper's figure."}[table.kind], ""]
    by_key = {r["cell"]: r for r in recs}
    if table.kind == "bench":
        lines += ["| game | split | nodal states/s | relative | paper | branching | paper |",
                  "|---|---|---:|---:|---:|---:|---:|"]
        for cell in table.cells:
            r = by_key[cell.key]
            lines.append(f"| {r['row']} | {cell.fill(cell.values.get('split', 'none'))} | "
                         f"{r['nodal_states_per_s']} | {r['relative']} | {r['paper']} | "
                         f"{r['mean_branching']} | {r['paper_branching']} |")
    else:
        columns = table.columns
        lines.append("| " + spec.get("row_header", "row") + " | " + " | ".join(columns) + " |")
        lines.append("|---" * (len(columns) + 1) + "|")
        for row in table.rows:
            cells = [c for c in table.cells if c.row_label == row]
            lines.append(f"| {row} | " + " | ".join(cell_text(table, c, by_key[c.key])
                                                     for c in cells) + " |")
        if table.kind == "match" and spec.get("average") and len(table.rows) > 1:
            lines.append(average_row(table, recs))
    lines += [""]
    if plots:
        lines += ["Plots: " + ", ".join(f"[{p}]({p})" for p in plots), ""]
    lines += ["Reproduce:", "", "```sh", command, "```", ""]
    return "\n".join(lines)
