"""scripts/reproduce.sh: one command per table of the four papers (see docs/reproducing.md)."""
import argparse
import fnmatch
import os
import re
import shlex
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import agents  # noqa: E402
import plots  # noqa: E402
import report  # noqa: E402
import run_bench  # noqa: E402
import run_choice  # noqa: E402
import run_match  # noqa: E402
import run_solve  # noqa: E402
import tables  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RUNNERS = {"match": run_match, "solve": run_solve, "bench": run_bench, "choice": run_choice}
USAGE = """scripts/reproduce.sh TABLE [--scale smoke|local|paper] [--jobs J] [--out DIR] [--cells GLOB]
                     [--shard I/N | --shards N [--engine parallel|slurm] | --report]
scripts/reproduce.sh list"""


class Context:
    def __init__(self, args):
        self.rbg = os.path.abspath(args.rbg)
        self.out = os.path.abspath(args.out)
        self.raw_dir = os.path.join(self.out, "raw")
        self.jobs = args.jobs
        self.quiet = args.quiet
        self.unavailable = {}

    def say(self, text):
        if not self.quiet:
            print(f"reproduce: {text}", file=sys.stderr, flush=True)

    def game_path(self, game):
        """Relative to the current directory when inside it, so that match files name no
        machine's paths (rbg match records the path it is given)."""
        path = os.path.join(ROOT, "games-rbg", game + ".rbg")
        inside = os.path.commonpath([path, os.getcwd()]) == os.getcwd()
        return os.path.relpath(path) if inside else path

    def raw_files(self, cell, suffix):
        """The cell's files: the whole run's and any shard's."""
        if not os.path.isdir(self.raw_dir):
            return []
        pattern = re.compile(re.escape(cell.key) + r"\.(all|shard[0-9]+-of-[0-9]+)" + re.escape(suffix) + "$")
        return sorted(os.path.join(self.raw_dir, f) for f in os.listdir(self.raw_dir)
                      if pattern.match(f))

    def raw_file(self, cell, shard, suffix):
        part = f".shard{shard[0]}-of-{shard[1]}" if shard else ".all"
        return os.path.join(self.raw_dir, cell.key + part + suffix)


def fail(message):
    print(f"reproduce: {message}", file=sys.stderr)
    sys.exit(1)


def parse_shard(text):
    try:
        i, n = (int(x) for x in text.split("/"))
    except ValueError:
        fail(f"--shard takes I/N (e.g. 2/8), not '{text}'")
    if not 1 <= i <= n:
        fail(f"--shard {text}: I must be between 1 and N")
    return i, n


class Parser(argparse.ArgumentParser):
    def error(self, message):  # one line, as every command of the project
        fail(f"{message} (scripts/reproduce.sh --help lists the options)")


def parse(argv):
    p = Parser(prog="scripts/reproduce.sh", usage=USAGE, allow_abbrev=False)
    p.add_argument("table")
    p.add_argument("--scale", default="smoke", choices=tables.SCALES)
    p.add_argument("--jobs", type=int, default=1, help="games (or positions) played at once")
    p.add_argument("--out", help="output directory (default results/TABLE/SCALE)")
    p.add_argument("--rbg", default=os.environ.get("RBG", os.path.join(ROOT, "build/rbg/rbg")))
    p.add_argument("--shard", help="play only shard I of N (no report)")
    p.add_argument("--shards", type=int, help="split into N shards run by --engine, then report")
    p.add_argument("--engine", choices=("parallel", "slurm"), help="default: parallel")
    p.add_argument("--sbatch-option", action="append", default=[],
                   help="passed to sbatch (e.g. --partition=x), repeatable")
    p.add_argument("--report", action="store_true", help="only merge what is there and report")
    p.add_argument("--cells", help="play only the cells whose key matches this glob (the report "
                                   "shows every cell)")
    p.add_argument("--tables", default=tables.TABLES_DIR, help="directory of the definitions")
    p.add_argument("--quiet", action="store_true")
    args = p.parse_args(argv)
    if args.jobs < 1:
        fail("--jobs must be at least 1")
    if sum(map(bool, (args.shard, args.shards, args.report))) > 1:
        fail("--shard, --shards and --report exclude each other")
    if args.shards is not None and args.shards < 1:
        fail("--shards must be at least 1")
    if args.engine and not args.shards:
        fail("--engine goes with --shards N")
    args.engine = args.engine or "parallel"
    args.shard = parse_shard(args.shard) if args.shard else None
    args.out = args.out or os.path.join("results", args.table, args.scale)
    return args


def check_cells(ctx, table):
    """Cells whose agents or game this build lacks are left out; returns each reason once."""
    catalogue = agents.Catalogue(ctx.rbg)
    for cell in table.cells:
        reasons = []
        if "game" in cell.values and not os.path.isfile(ctx.game_path(cell.fill(cell.values["game"]))):
            reasons.append(f"game {cell.fill(cell.values['game'])} is not in games-rbg")
        if table.kind in ("match", "choice"):
            sides = "ab" if table.kind == "match" else "a"
            reasons += filter(None, (catalogue.missing(cell.values[s]) for s in sides))
        if reasons:
            ctx.unavailable[cell.key] = "; ".join(dict.fromkeys(reasons))
    counts = {}
    for reason in ctx.unavailable.values():
        counts[reason] = counts.get(reason, 0) + 1
    return [f"reproduce: {table.name}: {reason}: {n} of {len(table.cells)} cells not run"
            for reason, n in counts.items()]


def self_command(args, extra):
    extra = (["--cells", args.cells] if args.cells else []) + extra
    return [sys.executable, os.path.abspath(__file__), args.table, "--scale", args.scale,
            "--jobs", str(args.jobs), "--out", os.path.abspath(args.out), "--rbg",
            os.path.abspath(args.rbg), "--tables", os.path.abspath(args.tables), "--quiet", *extra]


def run_shards(args):
    n = args.shards
    if args.engine == "parallel":
        if not shutil.which("parallel"):
            fail("GNU parallel is not installed (apt-get install parallel)")
        command = ["parallel", "--halt", "now,fail=1", "-j", str(n),
                   *self_command(args, ["--shard", "{}/" + str(n)]), ":::",
                   *map(str, range(1, n + 1))]
        if subprocess.run(command).returncode != 0:
            fail("a shard failed under GNU parallel; run the same command again to resume")
        return
    if not shutil.which("sbatch"):
        fail("Slurm's sbatch is not installed (apt-get install slurm-client)")
    out = os.path.abspath(args.out)
    os.makedirs(os.path.join(out, "logs"), exist_ok=True)
    script = os.path.join(out, f"{args.table}.sbatch")
    task = shlex.join(self_command(args, [])) + f' --shard "$SLURM_ARRAY_TASK_ID/{n}"'
    with open(script, "w") as f:
        f.write("#!/bin/bash\n"
                f"#SBATCH --job-name=repro-{args.table}\n"
                f"#SBATCH --array=1-{n}\n"
                f"#SBATCH --cpus-per-task={args.jobs}\n"
                f"#SBATCH --output={out}/logs/%x-%a.out\n"
                "#SBATCH --requeue\n"
                f"cd {shlex.quote(ROOT)}\n"
                f"exec {task}\n")
    result = subprocess.run(["sbatch", "--wait", "--parsable", *args.sbatch_option, script])
    if result.returncode != 0:
        fail(f"the Slurm job array failed (see {out}/logs); run the same command again to resume")


def has_raw_files(ctx, table):
    """Whether any cell of the table has a file in the raw directory."""
    if not os.path.isdir(ctx.raw_dir):
        return False
    prefixes = tuple(c.key + "." for c in table.cells)
    return any(f.startswith(prefixes) for f in os.listdir(ctx.raw_dir))


def write_report(ctx, table, args):
    runner = RUNNERS[table.kind]
    try:
        summaries = {c.key: runner.summary(ctx, c) for c in table.cells
                     if c.key not in ctx.unavailable}
    except (RuntimeError, ValueError) as e:
        fail(str(e))
    recs = report.records(ctx, table, summaries)
    base = os.path.join(ctx.out, table.name)
    report.write_csv(base + ".csv", recs)
    svgs = plots.draw(ctx, table, recs, summaries)
    command = f"scripts/reproduce.sh {table.name} --scale {table.scale}"
    with open(base + ".md", "w") as f:
        f.write(report.markdown(table, recs, svgs, command))
    ctx.say(f"wrote {base}.csv, {base}.md" + (f" and {len(svgs)} plots" if svgs else ""))


def main(argv):
    if argv[:1] == ["list"]:
        for name in tables.available():
            t = tables.load(name, "smoke")
            print(f"{name:15} {t.spec['title']}")
        return
    args = parse(argv)
    ctx = Context(args)
    if not os.access(ctx.rbg, os.X_OK):
        fail(f"no rbg at '{ctx.rbg}'; build it (scripts/setup.sh build) or give --rbg PATH")
    try:
        table = tables.load(args.table, args.scale, args.tables)
    except tables.TableError as e:
        fail(str(e))
    notes = check_cells(ctx, table)
    cells = [c for c in table.cells if c.key not in ctx.unavailable
             and (not args.cells or fnmatch.fnmatchcase(c.key, args.cells))]
    if args.cells and not cells:
        fail(f"no cell of {table.name} to play matches --cells '{args.cells}'")
    # A report over nothing is almost always a mistyped --out: say so rather than write a page of "–".
    if args.report and not has_raw_files(ctx, table):
        fail(f"no raw files of {table.name} in {ctx.raw_dir}; nothing to report "
             "(play the table first, or give the --out it was played with)")
    for note in notes:
        print(note, file=sys.stderr)
    os.makedirs(ctx.raw_dir, exist_ok=True)
    if args.shards:
        run_shards(args)
    elif not args.report:
        shard = args.shard
        try:
            RUNNERS[table.kind].run(ctx, cells, shard)
        except (RuntimeError, ValueError, tables.TableError) as e:
            fail(str(e))
        if shard:
            return
    write_report(ctx, table, args)


if __name__ == "__main__":
    main(sys.argv[1:])
