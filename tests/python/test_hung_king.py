"""scripts/hung-king.py on two hand-written games of chess without check (unittest, run by
ctest as python_hung_king): a king left to be taken while a safe move existed is counted, a
mate where every move loses the king is not, and a probed agent is asked in the counted
position only.

Environment: as test_rbg.py (RBG_LIBRARY, RBG_SOURCE_DIR, PYTHONPATH)."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

SOURCE = os.environ["RBG_SOURCE_DIR"]
SCRIPT = os.path.join(SOURCE, "scripts", "hung-king.py")

HEAD = {"rbg_match": 1, "game": "chessKingCapture", "game_file": "games-rbg/chessKingCapture.rbg",
        "a": "first", "b": "second", "games": 2}
# White walks its king to f2, into the queen's diagonal, then plays a3 where g3 would have
# blocked: the king hung with a safe move at hand.
HUNG = {"index": 0, "a": "first", "b": "second", "a_player": "white", "b_player": "black",
        "result": "loss", "moves": ["f2f3", "e7e5", "e1f2", "d8h4", "a2a3", "h4f2"]}
# Black could take the king on f2 after a3 and plays b6 instead; the game was cut at its
# length limit.
MISSED = {"index": 2, "a": "first", "b": "second", "a_player": "white", "b_player": "black",
          "result": "draw", "cut": True, "moves": ["f2f3", "e7e5", "e1f2", "d8h4", "a2a3", "b7b6"]}
# The fool's mate: after Qh4 every white move leaves the king to be taken.
MATE = {"index": 1, "a": "first", "b": "second", "a_player": "black", "b_player": "white",
        "result": "win", "moves": ["f2f3", "e7e5", "g2g4", "d8h4", "a2a3", "h4e1"]}


class HungKing(unittest.TestCase):
    def run_script(self, records, *options):
        with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as f:
            for record in [HEAD] + records:
                f.write(json.dumps(record) + "\n")
        try:
            return subprocess.run([sys.executable, SCRIPT, f.name, *options], capture_output=True,
                                  text=True, env=dict(os.environ))
        finally:
            os.unlink(f.name)

    def test_hung_and_mated(self):
        out = self.run_script([HUNG, MATE])
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertEqual(out.stdout.splitlines(), [
            "first: 1 losses, 1 with the king left to be taken while a safe move existed",
            "second: 1 losses, 0 with the king left to be taken while a safe move existed",
            "first: took the king in 1 of 1 positions where it could",
            "second: took the king in 1 of 1 positions where it could"])

    def test_king_not_taken(self):
        # Black (second) passes by the hung king once, then takes it in the other game; a cut
        # game counts no loss.
        out = self.run_script([HUNG, MISSED])
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertEqual(out.stdout.splitlines(), [
            "first: 1 losses, 1 with the king left to be taken while a safe move existed",
            "second: took the king in 1 of 2 positions where it could"])

    def test_probe_asks_where_the_king_hung(self):
        # Two of White's 21 moves keep the king (g3 and Ke3); MCTS with MAST at the budget of
        # the split experiments finds one with either seed, where 200 states do not.
        out = self.run_script([HUNG, MATE], "--probe", "mcts-o-mast", "--states", "52200",
                              "--seeds", "2")
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertEqual(out.stdout.splitlines()[-1], "probe mcts-o-mast, 52200 states: 2 of 2 picks "
                         "keep the king safe (1 positions, 2 seeds)")
        out = self.run_script([HUNG, MATE], "--probe", "mcts-o", "--states", "200", "--seeds", "2")
        self.assertEqual(out.stdout.splitlines()[-1], "probe mcts-o, 200 states: 0 of 2 picks "
                         "keep the king safe (1 positions, 2 seeds)")

    def test_not_a_match_file(self):
        out = self.run_script([], "--states", "10")
        self.assertEqual(out.returncode, 0, out.stderr)  # a match with no game: nothing to count
        self.assertEqual(out.stdout, "")
        with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as f:
            f.write('{"not": "a match"}\n')
        try:
            bad = subprocess.run([sys.executable, SCRIPT, f.name], capture_output=True, text=True)
        finally:
            os.unlink(f.name)
        self.assertNotEqual(bad.returncode, 0)
        self.assertIn("not a match file of rbg match", bad.stderr)


if __name__ == "__main__":
    unittest.main()
