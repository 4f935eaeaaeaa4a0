"""Plots of a table with gnuplot (SVG): win rate against budget or C_pn (lines), win rates
with their intervals beside the paper's (bars), concluded positions against nodes (solvers)."""
import os
import shutil
import subprocess
from collections import OrderedDict

import report

HEAD = """set terminal svg size 900,520 dynamic font 'sans,11'
set output '{svg}'
set title '{title}' noenhanced
set key outside right top noenhanced
set grid ytics
"""


def num(text):
    try:
        return float(text)
    except (TypeError, ValueError):
        return None


def groups(table, recs):
    template = table.spec.get("plot_group")
    out = OrderedDict()
    for cell, rec in zip(table.cells, recs):
        out.setdefault(cell.fill(template) if template else "", []).append((cell, rec))
    return out


def quote(text):
    return str(text).replace("'", "")


def lines_plot(table, name, items):
    """Win rate of each row against the column's numeric value, with the paper's as dashes."""
    rows = OrderedDict()
    for cell, rec in items:
        rows.setdefault(cell.row_label, []).append((cell, rec))
    blocks, plot = [], []
    for i, (row, cells) in enumerate(rows.items()):
        data = [f"{num(c.values.get('x'))} {r['win_rate'] or 'NaN'} "
                f"{r['ci_low'] or 'NaN'} {r['ci_high'] or 'NaN'} "
                f"{r['paper'] if r['paper'] != '' else 'NaN'}" for c, r in cells]
        blocks.append("\n".join(data))
        plot.append(f"'{name}.dat' index {i} using 1:2:3:4 with yerrorlines lc {i + 1} "
                    f"title '{quote(row)}'")
        plot.append(f"'{name}.dat' index {i} using 1:5 with linespoints dt 2 lc {i + 1} "
                    f"title '{quote(row)} (paper)'")
    xlabel = table.spec.get("x_axis", "budget")
    script = (f"set xlabel '{quote(xlabel)}'\nset ylabel 'win rate of A (%)'\n"
              f"set yrange [0:100]\n" + ("set logscale x\n" if table.spec.get("plot_logx") else "")
              + "plot " + ", \\\n     ".join(plot) + "\n")
    return "\n\n\n".join(blocks) + "\n", script


def bars_plot(table, name, items, value="win_rate", low="ci_low", high="ci_high",
              ylabel="win rate of A (%)"):
    """One bar per cell (ours, with its interval) and the paper's figure as a point."""
    data = []
    one_column = len({cell.column_label for cell, _ in items}) == 1
    for i, (cell, rec) in enumerate(items):
        text = cell.row_label if one_column else f"{cell.row_label} {cell.column_label}"
        label = '"' + quote(text.strip()).replace('"', "") + '"'
        data.append(f"{i} {label} {rec.get(value) or 'NaN'} {rec.get(low) or 'NaN'} "
                    f"{rec.get(high) or 'NaN'} {rec['paper'] if rec['paper'] != '' else 'NaN'}")
    script = (f"set ylabel '{ylabel}'\nset style fill solid 0.5\nset boxwidth 0.6\n"
              "set xtics rotate by -40 noenhanced\nset yrange [0:*]\n"
              f"plot '{name}.dat' using 1:3:xticlabels(stringcolumn(2)) with boxes title 'ours', \\\n"
              f"     '{name}.dat' using 1:3:4:5 with yerrorbars lc black pt 0 notitle, \\\n"
              f"     '{name}.dat' using 1:6 with points pt 7 ps 1.2 lc rgb 'red' title 'paper'\n")
    return "\n".join(data) + "\n", script


def solve_plot(table, name, items, summaries):
    """For each row, how many positions were concluded within a number of nodes."""
    blocks, plot = [], []
    for i, (cell, rec) in enumerate(items):
        nodes = (summaries.get(cell.key) or {}).get("nodes") or []
        blocks.append("\n".join(f"{n} {k + 1}" for k, n in enumerate(nodes)) or "NaN NaN")
        plot.append(f"'{name}.dat' index {i} using 1:2 with steps lc {i + 1} "
                    f"title '{quote(cell.row_label)}'")
    script = ("set xlabel 'nodes'\nset ylabel 'positions concluded'\nset logscale x\n"
              "plot " + ", \\\n     ".join(plot) + "\n")
    return "\n\n\n".join(blocks) + "\n", script


def draw(ctx, table, recs, summaries):
    """Writes the data and script of every plot with something played, runs gnuplot; returns
    the SVG file names."""
    made = []
    style = table.spec.get("plot", "bars")
    for group, items in groups(table, recs).items():
        if not any(report.played(table.kind, rec) for _, rec in items):
            continue  # a plot of nothing: a row not run yet (the page shows its cells as "–")
        name = table.name + ("-" + group.replace(" ", "_") if group else "")
        title = f"{table.name}{' — ' + group if group else ''} ({table.scale})"
        if table.kind == "solve":
            data, body = solve_plot(table, name, items, summaries)
        elif table.kind == "bench":
            data, body = bars_plot(table, name, items, "relative", "", "",
                                   "nodal states/s, % of orthodox")
        elif table.kind == "choice":
            data, body = bars_plot(table, name, items, "frequency", "ci_low", "ci_high",
                                   "correct move chosen (%)")
        elif style == "lines":
            data, body = lines_plot(table, name, items)
        else:
            data, body = bars_plot(table, name, items)
        with open(os.path.join(ctx.out, name + ".dat"), "w") as f:
            f.write(data)
        with open(os.path.join(ctx.out, name + ".gp"), "w") as f:
            f.write(HEAD.format(svg=name + ".svg", title=quote(title)) + body)
        made.append(name + ".svg")
    if not shutil.which("gnuplot"):
        ctx.say("gnuplot is not installed: the plots' data and scripts are written, not the SVGs")
        return []
    for svg in made:
        result = subprocess.run(["gnuplot", svg[:-4] + ".gp"], cwd=ctx.out,
                                capture_output=True, text=True)
        if result.returncode != 0:
            ctx.say(f"gnuplot failed on {svg[:-4]}.gp: {result.stderr.strip()}")
    return [svg for svg in made if os.path.exists(os.path.join(ctx.out, svg))]
