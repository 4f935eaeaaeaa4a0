"""Which agent strings this build of `rbg` can play, read from `rbg agents`."""
import subprocess


class Catalogue:
    def __init__(self, rbg):
        text = subprocess.run([rbg, "agents"], capture_output=True, text=True, check=True).stdout
        self.keys = {}  # agent kind -> its keys
        self.presets = {}  # preset -> its kind
        kind, in_presets = None, False
        for line in text.splitlines():
            if line.startswith("presets"):
                in_presets = True
                continue
            words = line.split()
            if not words:
                continue
            if in_presets:
                if len(words) >= 2:
                    self.presets[words[0]] = words[1]
            elif line[0] != " ":
                kind = words[0]
                self.keys[kind] = set()
            elif kind is not None:
                self.keys[kind].add(words[0].split("=")[0])

    def missing(self, agent):
        """Why `agent` cannot be played by this build, or None when it can."""
        name, _, params = agent.partition(":")
        kind = self.presets.get(name, name if name in self.keys else None)
        if kind is None:
            return f"agent {name} is not available in this build"
        if kind == "ext":
            return None
        for pair in filter(None, params.split(",")):
            key = pair.split("=")[0]
            if key not in self.keys[kind]:
                return f"agent {agent} is not available in this build ({kind} has no key '{key}')"
        return None
