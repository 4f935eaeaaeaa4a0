"""The raw file of a solver or choice cell: a header line naming the cell's setting, then one
JSON line per item (a position, a call).  A file is continued, never mixed: a file of another
setting is refused, a last line cut short by a kill is dropped."""
import json
import os
import threading
from concurrent.futures import ThreadPoolExecutor


def read(path):
    """The header and the item lines of a cell's file (None and [] when it is empty)."""
    if not os.path.exists(path) or os.path.getsize(path) == 0:
        return None, []
    with open(path) as f:
        lines = f.read().split("\n")
    complete = [json.loads(line) for line in lines[:-1] if line]
    return (complete[0] if complete else None), complete[1:]


def open_for(path, head, cell_key):
    """The file opened for appending items, its header written or checked; and the items in it."""
    old_head, done = read(path)
    if old_head is not None and old_head != head:
        raise RuntimeError(f"'{path}' holds another setting of cell {cell_key}; not continuing it")
    if old_head is None:
        with open(path, "w") as f:
            f.write(json.dumps(head) + "\n")
    else:
        with open(path, "rb+") as f:  # drop a last line cut short
            data = f.read()
            f.truncate(data.rfind(b"\n") + 1)
    return open(path, "a"), done


def items(ctx, cell, key):
    """Every item of the cell (the whole run's file and the shards'), once each, sorted by key."""
    found = {}
    for path in ctx.raw_files(cell, ".jsonl"):
        for line in read(path)[1]:
            found[line[key]] = line
    return [found[k] for k in sorted(found)]


def run(ctx, cell, shard, head, key, ids, work):
    """Appends work(n) for the items n of `ids` (shard I/N takes the I-th of every N) that the
    file lacks, ctx.jobs at a time; each line is written as soon as its item is done."""
    f, done = open_for(ctx.raw_file(cell, shard, ".jsonl"), head, cell.key)
    seen = {line[key] for line in done}
    todo = [n for i, n in enumerate(ids)
            if n not in seen and (not shard or i % shard[1] == shard[0] - 1)]
    ctx.say(f"{cell.key}: {cell.row_label} / {cell.column_label}: {len(todo)} to do")
    lock = threading.Lock()

    def one(n):
        line = work(n)
        with lock:
            f.write(json.dumps(line) + "\n")
            f.flush()

    with f, ThreadPoolExecutor(max_workers=ctx.jobs) as pool:
        list(pool.map(one, todo))
