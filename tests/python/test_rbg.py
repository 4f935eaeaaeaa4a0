"""The Python package rbg against the rbg command (unittest, run by ctest as python_rbg).

Environment: RBG_LIBRARY (librbg), RBG_COMMAND (the rbg command), RBG_SOURCE_DIR; PYTHONPATH
holds the package."""
import json
import os
import random
import subprocess
import sys
import tempfile
import unittest

import rbg

SOURCE = os.environ["RBG_SOURCE_DIR"]
COMMAND = os.environ["RBG_COMMAND"]
GAMES = os.path.join(SOURCE, "games-rbg")


def game_file(name):
    return os.path.join(GAMES, name + ".rbg")


def command(*arguments):
    """The rbg command's exit status, standard output and standard error."""
    done = subprocess.run([COMMAND, *arguments], capture_output=True, text=True, timeout=600)
    return done.returncode, done.stdout, done.stderr


def command_perft(name, depth, split="none"):
    status, out, err = command("perft", game_file(name), str(depth), "--json", "--backend",
                               "interp", "--split", split)
    assert status == 0, err
    return [json.loads(line)["leaves"] for line in out.splitlines()]


class PerftTest(unittest.TestCase):
    """perft through Python equals the rbg command's, at every depth."""

    CASES = [("ticTacToe", 5, "none"), ("breakthrough", 3, "none"), ("chess", 3, "none"),
             ("connect4", 5, "none"), ("amazons", 2, "none"), ("breakthrough", 3, "ModPlus")]

    def test_perft_equals_the_command(self):
        for name, depth, split in self.CASES:
            with self.subTest(game=name, split=split):
                game = rbg.load(game_file(name), backend="interp",
                                split=None if split == "none" else split)
                self.assertEqual([game.perft(d) for d in range(1, depth + 1)],
                                 command_perft(name, depth, split))

    def test_compiled_perft(self):
        game = rbg.load(game_file("ticTacToe"), backend="compiled")
        self.assertIn(game.backend, ("compiled", "interp"))
        self.assertEqual([game.perft(d) for d in range(1, 6)], [9, 72, 504, 3024, 15120])

    def test_perft_counts_python_move_lists(self):
        # The same count by walking legal_moves() and child() in Python.
        def walk(state, depth):
            if depth == 0:
                return 1
            return sum(walk(state.child(m), depth - 1) for m in state.legal_moves())
        game = rbg.load(game_file("breakthrough"), backend="interp")
        self.assertEqual(walk(game.new_initial_state(), 3), game.perft(3))


class PlayTest(unittest.TestCase):
    def test_random_games_end_and_replay_in_the_command(self):
        game = rbg.load(game_file("ticTacToe"), backend="interp")
        rng = random.Random(5)
        for _ in range(20):
            state = game.new_initial_state()
            played = []
            while not state.is_terminal():
                self.assertIn(state.current_player(), (1, 2))
                move = rng.choice(state.legal_moves())
                played.append(move.text)
                state.apply(move)
            self.assertTrue(5 <= len(played) <= 9)
            self.assertIn(sorted(state.scores()), ([0, 100], [50, 50]))
            # The command agrees that the game is over after these moves.
            status, out, err = command("moves", game_file("ticTacToe"), "--backend", "interp",
                                       "--after", ";".join(played), "--json")
            self.assertEqual(status, 0, err)
            self.assertEqual(json.loads(out)["moves"], [])

    def test_breakthrough_random_games(self):
        game = rbg.load(game_file("breakthrough"))
        for seed in range(5):
            rng = random.Random(seed)
            state = game.new_initial_state()
            length = 0
            while not state.is_terminal():
                state.apply(rng.choice(state.legal_moves()))
                length += 1
            self.assertGreater(length, 10)
            self.assertEqual(sorted(state.scores()), [0, 100])

    def test_clone_and_child_leave_the_state(self):
        game = rbg.load(game_file("ticTacToe"), backend="interp")
        state = game.new_initial_state()
        child = state.child("5 2 5 3")
        copy = state.clone()
        self.assertEqual(len(state.legal_moves()), 9)
        self.assertEqual(len(child.legal_moves()), 8)
        self.assertEqual(child.current_player(), 2)
        copy.apply(state.legal_moves()[0])  # a move of another state, found by its actions
        self.assertEqual(len(copy.legal_moves()), 8)
        self.assertEqual(len(state.legal_moves()), 9)

    def test_moves_have_text_and_actions(self):
        game = rbg.load(game_file("ticTacToe"), backend="interp")
        moves = game.new_initial_state().legal_moves()
        self.assertEqual(moves[4].text, "b2")
        self.assertEqual(moves[4].numeric, "5 2 5 3")
        self.assertEqual(moves[4].actions, ((5, 2), (5, 3)))
        self.assertEqual(moves[4].index, 4)
        self.assertEqual([m.text for m in moves][-1], moves[-1].text)
        self.assertEqual(str(moves[0]), "a3")

    def test_chess_moves_read_as_chess_players_write_them(self):
        game = rbg.load(game_file("chess"), backend="interp")
        state = game.new_initial_state()
        moves = state.legal_moves()
        self.assertIn("e2e4", [m.text for m in moves])
        self.assertEqual(state.find("E2-E4").text, "e2e4")
        self.assertEqual(state.find("e2e4").numeric, state.find(state.find("e2e4").numeric).numeric)
        state.apply("e2e4")
        state.apply("e7e5")
        state.apply("g1f3")
        # A list read before the state moved on still names its moves from its own position.
        self.assertIn("e2e4", [m.text for m in moves])
        with self.assertRaisesRegex(rbg.IllegalMoveError,
                                    r"^rbg: 'e2e5' is not a legal move here; the closest: "):
            state.apply("e2e5")
        with self.assertRaisesRegex(rbg.IllegalMoveError, r"^rbg: 'b8' begins 2 legal moves; "):
            state.find("b8")
        self.assertEqual(state.find("b8c").text, "b8c6")
        self.assertEqual(game.cell_name(1), "a8")
        # The command names the same moves the same way.
        status, out, err = command("moves", game_file("chess"), "--backend", "interp",
                                   "--after", "e2e4;e7e5;g1f3")
        self.assertEqual(status, 0, err)
        self.assertEqual(sorted(out.split()), sorted(m.text for m in state.legal_moves()))

    def test_semimoves_build_a_move(self):
        game = rbg.load(game_file("ticTacToe"), backend="interp")
        state = game.new_initial_state()
        semimoves = state.legal_semimoves()
        self.assertEqual(len(semimoves), 9)
        state.apply(semimoves[4])
        self.assertFalse(state.is_nodal())
        state.apply(state.legal_semimoves()[0])
        self.assertTrue(state.is_nodal())
        self.assertEqual(state.current_player(), 2)

    def test_agents_and_match(self):
        game = rbg.load(game_file("ticTacToe"), backend="interp")
        mcts = rbg.agent("mcts", states=2000)
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply(mcts.choose(state))
        self.assertEqual(state.scores(), [50, 50])  # MCTS against itself draws
        summary = rbg.match(game, "mcts", "random", games=6, states=2000)
        self.assertEqual(summary["wins"] + summary["draws"] + summary["losses"], 6)
        self.assertEqual(summary["losses"], 0)
        self.assertEqual(len(summary["records"]), 6)

    def test_an_agent_may_be_freed_after_its_game(self):
        # At exit Python frees a module's globals in any order (the module's functions make
        # them a cycle): freeing a compiled game before its agent once crashed the agent's free.
        script = """if True:
            import rbg
            def uses_the_globals():
                return game, agent
            game = rbg.load(%r, backend="compiled")
            agent = rbg.agent("mcts", states=100)
            agent.choose(game.new_initial_state())
            print("played")
        """ % game_file("ticTacToe")
        done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                              timeout=600)
        self.assertEqual((done.returncode, done.stdout), (0, "played\n"), done.stderr)

    def test_examples(self):
        examples = os.path.join(SOURCE, "docs", "examples", "python")
        done = subprocess.run([sys.executable, os.path.join(examples, "mcts.py"),
                               game_file("ticTacToe"), "2", "50"],
                              capture_output=True, text=True, timeout=600)
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertRegex(done.stdout, r"^ticTacToe: Python UCT \(50 iterations a move\) "
                                      r"against the built-in mcts: \{'win': \d, 'draw': \d, 'loss': \d\}")
        done = subprocess.run([sys.executable, os.path.join(examples, "random_playouts.py"),
                               game_file("breakthrough"), "0.2"],
                              capture_output=True, text=True, timeout=600)
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertRegex(done.stdout, r"Python loop \d+ playouts, \d+ moves/s\n.*game.bench")

    def test_agents_are_told_the_game(self):
        # An agent searching a split reasoner must be told every move (it cannot resync from
        # a state): choose() tells it what was played since, semimoves included, and starts it
        # again on a state of another line of play.
        game = rbg.load(game_file("breakthrough"), backend="interp")
        split = rbg.agent("mcts:tree=semisplit", states=300)
        state = game.new_initial_state()
        for ply in range(6):
            mover = split if ply % 2 == 0 else rbg.agent("random", seed=ply)
            state.apply(mover.choose(state))
        while True:  # a move built from semimoves
            state.apply(state.legal_semimoves()[0])
            if state.is_nodal():
                break
        self.assertIn(split.choose(state), state.legal_moves())
        self.assertIn(split.choose(game.new_initial_state()), game.new_initial_state().legal_moves())

    def test_external_agents(self):
        game = rbg.load(game_file("ticTacToe"), backend="interp")
        seen = os.path.join(self.tmp, "seen.txt")
        agent = os.path.join(SOURCE, "docs", "examples", "agents", "random_agent.py")
        ext = rbg.agent("ext:cmd=tee %s | %s %s" % (seen, sys.executable, agent))
        state = game.new_initial_state()
        state.apply("5 2 5 3")
        state.apply(ext.choose(state))
        state.apply("%s" % state.legal_moves()[0])
        state.apply(ext.choose(state))
        del ext
        with open(seen) as told:
            lines = told.read().splitlines()
        self.assertEqual(lines[0], "rbg 2")
        self.assertEqual(lines[2:4], ["moves 1", "4 b2"])  # the text form of "5 2 5 3"
        self.assertEqual(lines[-1], "quit")
        self.assertEqual(sum(line.startswith("go 2 nought") for line in lines), 2)
        with self.assertRaises(rbg.RbgError) as raised:
            rbg.agent("ext:cmd=exit 3").choose(state)
        self.assertEqual(str(raised.exception),
                         "rbg: agent 'ext:cmd=exit 3' exited with status 3 without answering")
        summary = rbg.match(game, "ext:cmd=%s %s" % (sys.executable, agent), "random", games=2)
        self.assertEqual(summary["wins"] + summary["draws"] + summary["losses"], 2)

    def setUp(self):
        self._tmp = tempfile.TemporaryDirectory()
        self.tmp = self._tmp.name

    def tearDown(self):
        self._tmp.cleanup()

    def test_bench_runs_in_c(self):
        result = rbg.load(game_file("ticTacToe"), backend="interp").bench(0.2)
        self.assertGreater(result["playouts"], 100)
        self.assertTrue(5 <= result["mean_length"] <= 9)


class ErrorTest(unittest.TestCase):
    """Bad input raises rbg.RbgError with the rbg command's message."""

    def assert_same_message(self, path, **options):
        with self.assertRaises(rbg.RbgError) as raised:
            rbg.load(path, **options)
        arguments = ["perft", path, "1"]
        if options.get("backend"):
            arguments += ["--backend", options["backend"]]
        status, _, err = command(*arguments)
        self.assertEqual(status, 1)
        self.assertEqual(str(raised.exception), err.rstrip("\n"))

    def test_missing_file_and_directory(self):
        self.assert_same_message(os.path.join(GAMES, "no-such-game.rbg"))
        self.assert_same_message(GAMES)

    def test_diagnostics(self):
        self.assert_same_message(os.path.join(SOURCE, "tests", "diagnostics",
                                              "board-cuboid-empty-layer.rbg"), backend="interp")

    def test_bad_options(self):
        with self.assertRaisesRegex(rbg.RbgError, r"^rbg: unknown backend 'fast' "):
            rbg.load(game_file("ticTacToe"), backend="fast")
        with self.assertRaisesRegex(rbg.RbgError, r"^rbg: unknown split strategy 'Moo' "):
            rbg.load(game_file("ticTacToe"), split="Moo")
        game = rbg.load(game_file("ticTacToe"), backend="interp")
        other = rbg.load(game_file("ticTacToe"), backend="interp")
        with self.assertRaisesRegex(rbg.RbgError, "^rbg: the state is one of ticTacToe, not of"):
            game.perft(1, other.new_initial_state())
        with self.assertRaisesRegex(rbg.RbgError, "^rbg: perft: the depth must be a whole number from 0 to 1000, not '-1'$"):
            game.perft(-1)

    def test_bad_moves(self):
        state = rbg.load(game_file("ticTacToe"), backend="interp").new_initial_state()
        with self.assertRaises(rbg.IllegalMoveError) as raised:
            state.apply("5 2 5 4")
        self.assertEqual(str(raised.exception), "rbg: '5 2 5 4' is not a legal move here")
        with self.assertRaisesRegex(rbg.RbgError, r"^rbg: "):
            state.apply("5 2 x")
        with self.assertRaisesRegex(rbg.IllegalMoveError,
                                    r"^rbg: 'd4' is not a legal move here; the closest: "):
            state.apply("d4")
        self.assertEqual(len(state.legal_moves()), 9)  # unchanged
        for move in ["1 2 1 3", "4 11 4 12", "2 2 2 3", "7 11 7 12", "3 2 3 3"]:
            state.apply(move)
        self.assertTrue(state.is_terminal())
        with self.assertRaisesRegex(rbg.IllegalMoveError, r"\(the game is over\)$"):
            state.apply("9 2 9 3")
        with self.assertRaisesRegex(rbg.RbgError, "the game is over"):
            rbg.agent("random").choose(state)

    def test_bad_agent(self):
        state = rbg.load(game_file("ticTacToe"), backend="interp").new_initial_state()
        with self.assertRaises(rbg.RbgError) as raised:
            rbg.agent("mcts:nonsense=1").choose(state)
        status, _, err = command("play", game_file("ticTacToe"), "mcts:nonsense=1", "random",
                                 "--backend", "interp")
        self.assertEqual(status, 1)
        self.assertIn(str(raised.exception).removeprefix("rbg: "), err)
        with self.assertRaises(rbg.RbgError):
            rbg.match(state.game, "nobody", "random", games=1)


if __name__ == "__main__":
    unittest.main()
