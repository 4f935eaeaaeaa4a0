"""Table definitions: one TOML file per table of a paper, expanded into cells.

A definition names its kind (match, solve or bench), its rows (each a dict of variables, with
the paper's figures for the row in `paper`), at most one column dimension, and a setting per
scale (smoke, local, paper).  A cell is a row combined with one column value; its agent strings,
game and budget are templates filled from the row's, the column's and the scale's variables.
"""
import math
import os
import re
import tomllib
from dataclasses import dataclass, field

TABLES_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tables")
SCALES = ("smoke", "local", "paper")


class TableError(Exception):
    """A table definition that cannot be used, or a table that does not exist."""


@dataclass
class Cell:
    key: str  # file-name-safe identifier, unique in the table
    row: int
    column: int
    values: dict  # every variable of the cell (row, column, scale)
    paper: object = None  # the paper's figure for this cell, or None
    row_label: str = ""
    column_label: str = ""

    def fill(self, template):
        return fill(template, self.values)

    def whole(self, name):
        """A variable that must be a whole number (its templates are filled already)."""
        text = str(self.values[name])
        if not text.isdigit():
            raise ValueError(f"cell {self.key}: {name} must be a whole number, not '{text}'")
        return int(text)

    def number(self, name, default=0, unit=""):
        """A variable that must be a number, not negative; an int when it is whole, so that the
        headers written from it keep their form."""
        text = str(self.values.get(name, default))
        try:
            value = float(text)
        except ValueError:
            value = math.nan
        if not (math.isfinite(value) and value >= 0):
            what = f"a number of {unit}" if unit else "a number"
            raise ValueError(f"cell {self.key}: {name} must be {what}, not '{text}'")
        return int(value) if value.is_integer() else value


@dataclass
class Table:
    name: str
    spec: dict
    scale: str
    setting: dict
    cells: list = field(default_factory=list)
    columns: list = field(default_factory=list)  # column labels
    rows: list = field(default_factory=list)  # row labels

    @property
    def kind(self):
        return self.spec["kind"]


def fill(template, values):
    if not isinstance(template, str):
        return template
    try:
        return template.format(**values)
    except KeyError as missing:
        raise TableError(f"template '{template}' uses {missing}, which no row, column or scale defines")


def safe(text):
    return re.sub(r"[^A-Za-z0-9.=+-]+", "_", str(text)).strip("_")


def available(directory=TABLES_DIR):
    return sorted(f[:-5] for f in os.listdir(directory) if f.endswith(".toml"))


def load(name, scale, directory=TABLES_DIR):
    path = os.path.join(directory, name + ".toml")
    if "/" in name or not os.path.isfile(path):
        raise TableError(f"no table '{name}' (tables: {', '.join(available(directory))})")
    if scale not in SCALES:
        raise TableError(f"no scale '{scale}' (scales: {', '.join(SCALES)})")
    with open(path, "rb") as f:
        try:
            spec = tomllib.load(f)
        except tomllib.TOMLDecodeError as e:
            raise TableError(f"{path}: {e}")
    if "rows_from" in spec:
        # The papers' game sets are shared by several tables: rows may come from a list file.
        shared = os.path.join(directory, spec["rows_from"] + ".rows")
        with open(shared, "rb") as f:
            spec["rows"] = tomllib.load(f)["rows"] + spec.get("rows", [])
    for key in ("title", "paper", "source", "kind", "rows", "scale"):
        if key not in spec:
            raise TableError(f"{path}: '{key}' is missing")
    if scale not in spec["scale"]:
        raise TableError(f"{path}: no [scale.{scale}] setting")
    # Variables, from the weakest: the definition's top-level values, [defaults], the scale's.
    setting = {k: v for k, v in spec.items() if not isinstance(v, (dict, list)) and k != "about"}
    setting.update(spec.get("defaults", {}))
    setting.update(spec["scale"][scale])
    table = Table(name, spec, scale, setting)
    expand(table)
    return table


def columns_of(spec):
    """The column entries (dicts of variables) and the template of their labels."""
    if "columns" in spec:
        return spec["columns"], spec.get("column_label", "{label}")
    if "column" in spec:
        c = spec["column"]
        return [{c["name"]: v, "x": v} for v in c["values"]], c.get("label", "{%s}" % c["name"])
    return [{}], ""


def expand(table):
    spec, setting = table.spec, table.setting
    columns, column_label = columns_of(spec)
    rows = spec["rows"]
    # Smoke and local scales may take the first rows or columns only, or pick them by index.
    rows_taken = pick(range(len(rows)), setting.get("rows"))
    columns_taken = pick(range(len(columns)), setting.get("columns"))
    table.columns = [fill(column_label, columns[c]) for c in columns_taken]
    for r in rows_taken:
        row = rows[r]
        base = {k: v for k, v in setting.items() if k not in ("rows", "columns", "about")}
        base.update({k: v for k, v in row.items() if k != "paper"})
        row_label = fill(spec.get("row_label", "{game}"), base)
        table.rows.append(row_label)
        for c, label in zip(columns_taken, table.columns):
            values = dict(base, **columns[c])
            values = {k: fill_deep(v, values) for k, v in values.items()}
            paper = row.get("paper")
            if isinstance(paper, list):
                paper = paper[c] if c < len(paper) else None
            paper = known(paper)
            key = safe(fill(spec.get("cell_key", "r{_row}-c{_column}"),
                            dict(values, _row=r, _column=c)))
            table.cells.append(Cell(key, r, c, values, paper, row_label, label))
    keys = [cell.key for cell in table.cells]
    if len(set(keys)) != len(keys):
        raise TableError(f"table {table.name}: two cells share a key; make 'cell_key' unique")


def known(figure):
    """A paper's figure, or None where the paper's copy lost it (written nan in a table)."""
    return None if isinstance(figure, float) and figure != figure else figure


def fill_deep(value, values):
    """A template whose variables are templates themselves is filled until nothing changes."""
    for _ in range(4):
        if not isinstance(value, str) or "{" not in value:
            return value
        value = fill(value, values)
    return value


def pick(indices, choice):
    indices = list(indices)
    if choice is None:
        return indices
    if isinstance(choice, int):
        return indices[:choice]
    return [i for i in choice if 0 <= i < len(indices)]
