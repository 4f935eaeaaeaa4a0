"""Regular Boardgames from Python: games, states, moves, agents and matches over librbg.

    import rbg
    game = rbg.load("games-rbg/breakthrough.rbg")         # backend="compiled", split=None
    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply(random.choice(state.legal_moves()))
    print(state.scores())

See docs/python.md.  Errors raise rbg.RbgError (rbg.IllegalMoveError for a move that is not
legal) with the messages of the rbg command.  A game and its states are for one thread at a time.
"""
import ctypes
import json
import time

from ._lib import Action, MatchStats, PlayoutStats, lib, take_string

__all__ = ["RbgError", "IllegalMoveError", "load", "Game", "State", "Move", "MoveList", "Agent",
           "agent", "match", "version"]

_MAX_ACTIONS = 4096


class RbgError(Exception):
    """A game that does not load, a bad option or agent, a move that is not one."""


class IllegalMoveError(RbgError, ValueError):
    """A move that is not legal in the state it is applied to."""


def version():
    """The version of librbg in use."""
    return lib.rbg_library_version().decode()


def _raise(error):
    raise RbgError(take_string(error.value))


def load(path, backend="compiled", split=None):
    """The game of an .rbg file.  backend: "compiled" (falls back to the interpreter when no C
    compiler is found; game.backend says which) or "interp"; split: a split strategy."""
    error = ctypes.c_void_p()
    handle = lib.rbg_handle_load(str(path).encode(), None if backend is None else backend.encode(),
                                 None if split is None else split.encode(), ctypes.byref(error))
    if not handle:
        _raise(error)
    return Game(handle)


class Game:
    """A loaded game: its name, players, initial state, perft and playout benchmark."""

    # Finalizers keep what they call: at exit, Python may clear the module first.
    _free = lib.rbg_handle_free

    def __init__(self, handle):
        self._handle = handle
        self.name = lib.rbg_handle_name(handle).decode()
        self.backend = lib.rbg_handle_backend(handle).decode()
        self.split = lib.rbg_handle_split(handle).decode()
        self.num_players = lib.rbg_handle_players(handle)
        self.player_names = [lib.rbg_handle_player_name(handle, p).decode()
                             for p in range(self.num_players + 1)]
        self.state_size = lib.rbg_handle_state_size(handle)

    def __del__(self):
        if getattr(self, "_handle", None):
            self._free(self._handle)
            self._handle = None

    def __repr__(self):
        return "<rbg.Game %s, %s backend, split %s>" % (self.name, self.backend, self.split)

    def new_initial_state(self):
        buffer = ctypes.create_string_buffer(self.state_size)
        lib.rbg_handle_initial(self._handle, buffer)
        return State(self, buffer)

    def cell_name(self, cell):
        """The name of cell 1..n as every command writes it ("e2"; a declared vertex name on
        boards without algebraic names)."""
        return lib.rbg_handle_cell_name(self._handle, int(cell)).decode()

    def _own(self, state):
        """The given state (the initial one for None), which must be of this game."""
        if state is None:
            return self.new_initial_state()
        if state._game is not self:
            raise RbgError("rbg: the state is one of %s, not of %s" % (state._game.name, self.name))
        return state

    def perft(self, depth, state=None):
        """The number of states reached after `depth` moves from `state` (the initial state)."""
        if not isinstance(depth, int) or not 0 <= depth <= 1000:
            raise RbgError("rbg: perft: the depth must be a whole number from 0 to 1000, not '%s'"
                           % (depth,))
        state = self._own(state)
        return lib.rbg_handle_perft(self._handle, state._buffer, depth)

    def bench(self, seconds=1.0, seed=1, max_length=10000, state=None):
        """Random playouts in C for `seconds`: a dict of the figures `rbg bench` prints."""
        if not seconds > 0:
            raise RbgError("rbg: bench: the seconds must be a positive number, not '%s'" % (seconds,))
        state = self._own(state)
        stats = PlayoutStats()
        start = time.perf_counter()
        playouts = lib.rbg_handle_bench(self._handle, state._buffer, seconds, seed, max_length,
                                        ctypes.byref(stats))
        elapsed = time.perf_counter() - start
        return {"seconds": elapsed, "playouts": playouts, "playouts_per_s": playouts / elapsed,
                "moves_per_s": stats.moves / elapsed, "states_per_s": stats.states / elapsed,
                "mean_length": stats.moves / playouts}


class MoveList:
    """The legal moves (or semimoves) of a state, a sequence of Move made as they are read."""

    __slots__ = ("_pointer", "_count", "_state", "semimoves", "_text_list", "_position")
    _free = lib.rbg_handle_moves_free
    _free_texts = lib.rbg_handle_texts_free

    def __init__(self, state, semimoves):
        self._pointer = lib.rbg_handle_legal(state._game._handle, state._buffer, semimoves)
        self._count = lib.rbg_handle_moves_count(self._pointer)
        self._state = state
        self.semimoves = semimoves
        self._text_list = None
        self._position = None  # the state as it was, for texts asked for after it moved on

    def __del__(self):
        self._free_texts(self._text_list)
        self._free(self._pointer)

    def _texts(self):
        """The notation's texts of these moves, made once, from the state they are legal in."""
        if self._text_list is None:
            position = self._position if self._position is not None else self._state._buffer
            self._text_list = lib.rbg_handle_texts(self._state._game._handle, position,
                                                   self._pointer)
        return self._text_list

    def _keep_position(self):
        """Called before the state changes: a copy of it for texts asked for later."""
        if self._position is None and self._text_list is None:
            size = self._state._game.state_size
            self._position = ctypes.create_string_buffer(size)
            ctypes.memmove(self._position, self._state._buffer, size)

    def __len__(self):
        return self._count

    def __getitem__(self, i):
        if i < 0:
            i += self._count
        if not 0 <= i < self._count:
            raise IndexError("move index out of range")
        return Move(self, i)

    def __iter__(self):
        for i in range(self._count):
            yield Move(self, i)

    def __repr__(self):
        return repr(list(self))


class Move:
    """One move of a MoveList: .index in the list, .actions ((cell, modifier) pairs), .text (its
    text form as the rbg commands write it: "e2e4", "b2", "pass"; a semimove's is its numeric
    form) and .numeric (the form `cell index cell index ...`)."""

    __slots__ = ("_list", "index", "_actions")

    def __init__(self, moves, index):
        self._list = moves
        self.index = index
        self._actions = None

    @property
    def actions(self):
        if self._actions is None:
            buffer = (Action * _MAX_ACTIONS)()
            n = lib.rbg_handle_move(self._list._pointer, self.index, buffer, _MAX_ACTIONS)
            self._actions = tuple((a.cell, a.index) for a in buffer[:n])
        return self._actions

    @property
    def text(self):
        if self._list.semimoves:
            return self.numeric
        return lib.rbg_handle_text(self._list._texts(), self.index).decode()

    @property
    def numeric(self):
        return " ".join("%d %d" % pair for pair in self.actions)

    @property
    def is_semimove(self):
        return self._list.semimoves

    def __str__(self):
        return self.text

    def __repr__(self):
        return "Move(%r)" % self.text

    def __eq__(self, other):
        return isinstance(other, Move) and self.actions == other.actions

    def __hash__(self):
        return hash(self.actions)


class State:
    """A state of a game: the player to move, legal moves, apply, scores."""

    # _history: the moves that led here, for agents (Agent.choose tells them): None, or
    # (previous history, Move, whether the state after it is nodal), shared by clones.
    __slots__ = ("_game", "_buffer", "_legal", "_semilegal", "_history")

    def __init__(self, game, buffer, history=None):
        self._game = game
        self._buffer = buffer
        self._legal = None
        self._semilegal = None
        self._history = history

    @property
    def game(self):
        return self._game

    def clone(self):
        buffer = ctypes.create_string_buffer(self._game.state_size)
        ctypes.memmove(buffer, self._buffer, self._game.state_size)
        return State(self._game, buffer, self._history)

    def current_player(self):
        """1..num_players; 0 when the keeper is to move (the game is over when it is stuck)."""
        return lib.rbg_handle_player(self._game._handle, self._buffer)

    def is_nodal(self):
        """False inside a move being built from semimoves."""
        return lib.rbg_handle_is_nodal(self._game._handle, self._buffer)

    def legal_moves(self):
        if self._legal is None:
            self._legal = MoveList(self, False)
        return self._legal

    def legal_semimoves(self):
        if self._semilegal is None:
            self._semilegal = MoveList(self, True)
        return self._semilegal

    def is_terminal(self):
        """True when the player to move has no legal move (the game is over)."""
        if self._legal is None:
            self._legal = MoveList(self, False)
        return self._legal._count == 0

    def score(self, player):
        return lib.rbg_handle_score(self._game._handle, self._buffer, player)

    def scores(self):
        """The score of each player, players 1..num_players in order."""
        handle, buffer = self._game._handle, self._buffer
        return [lib.rbg_handle_score(handle, buffer, p)
                for p in range(1, self._game.num_players + 1)]

    def apply(self, move):
        """Plays a move: a Move (or semimove) of this state's lists, a Move of another state, a
        text as the rbg commands read it (its text form "e2e4" in any case, with or without "-",
        a unique prefix of it, or the numeric form "5 2 5 3") or its (cell, index) pairs.  Raises
        IllegalMoveError when it is not legal here (the state is then unchanged)."""
        legal = self._legal
        if type(move) is Move and (move._list is legal or move._list is self._semilegal):
            moves = move._list
        else:
            moves, move = self._find(move)
        for kept in (legal, self._semilegal):
            if kept is not None and not kept.semimoves:
                kept._keep_position()
        lib.rbg_handle_apply(self._game._handle, self._buffer, moves._pointer, move.index,
                             moves.semimoves)
        self._legal = None
        self._semilegal = None
        self._history = (self._history, move,
                         not moves.semimoves or lib.rbg_handle_is_nodal(self._game._handle,
                                                                        self._buffer))

    def child(self, move):
        """A new state: this one after the move."""
        state = self.clone()
        state.apply(move)
        return state

    def find(self, text):
        """The legal Move written `text` (as apply reads it); IllegalMoveError with the closest
        legal moves when none is, or when the text begins several."""
        moves = self.legal_moves()
        error = ctypes.create_string_buffer(1024)
        index = lib.rbg_notation_find(moves._texts(), moves._pointer, text.encode(), error,
                                      len(error))
        if index < 0:
            raise IllegalMoveError("rbg: %s" % error.value.decode())
        return Move(moves, index)

    def _find(self, move):
        """The list and position of a move given in another form; IllegalMoveError if none."""
        semimove = isinstance(move, Move) and move.is_semimove
        if isinstance(move, str):
            found = self.find(move)
            return found._list, found
        if isinstance(move, Move):
            pairs = move.actions
        else:
            pairs = tuple((int(c), int(i)) for c, i in move)
        moves = self.legal_semimoves() if semimove else self.legal_moves()
        actions = (Action * max(len(pairs), 1))(*pairs)
        index = lib.rbg_moves_find(moves._pointer, actions, len(pairs))
        if index < 0:
            text = " ".join("%d %d" % pair for pair in pairs)
            raise IllegalMoveError("rbg: %s '%s' is not legal here%s" % (
                "semimove" if semimove else "move", text,
                " (the game is over)" if len(moves) == 0 else ""))
        return moves, Move(moves, index)

    def __str__(self):
        return "<rbg.State of %s, player %d to move>" % (self._game.name, self.current_player())


class Agent:
    """A built-in agent (docs/agents.md): `choose(state)` returns one of its legal moves."""

    _free_agent = lib.rbg_handle_agent_free

    def __init__(self, spec, seconds=0.0, states=0, seed=1):
        self.spec = spec
        self.seconds = float(seconds)
        self.states = int(states)
        self.seed = seed
        self._game = None
        self._pointer = None
        self._told = None
        if self.seconds < 0 or self.states < 0:
            raise RbgError("rbg: an agent's budget cannot be negative")

    def _bind(self, state):
        """The C agent follows one game: it is made again for a state that does not continue
        the game it was told (another game, or another line of play), then told every move."""
        history = state._history
        pending = []
        while history is not None and history is not self._told:
            pending.append(history)
            history = history[0]
        if self._game is not state._game or history is not self._told:
            self._make(state._game)
            pending = []
            history = state._history
            while history is not None:
                pending.append(history)
                history = history[0]
        actions = []
        for _, move, nodal in reversed(pending):
            # A move built from semimoves is told whole, without the split points' dots.
            actions.extend(pair for pair in move.actions if pair[1] >= 0)
            if nodal:
                lib.rbg_handle_observe(self._pointer, (Action * len(actions))(*actions),
                                       len(actions))
                actions = []
        self._told = state._history

    def _make(self, game):
        self._free()
        error = ctypes.c_void_p()
        pointer = lib.rbg_handle_agent(game._handle, self.spec.encode(), self.seed, self.seconds,
                                       self.states, ctypes.byref(error))
        if not pointer:
            _raise(error)
        self._game, self._pointer = game, pointer
        self._handle = game._handle  # kept alive in C until the agent is freed

    def _free(self):
        if self._pointer:
            self._free_agent(self._handle, self._pointer)
        self._game, self._pointer = None, None

    def __del__(self):
        self._free()

    def choose(self, state):
        moves = state.legal_moves()
        if len(moves) == 0:
            raise RbgError("rbg: the game is over: there is no move to choose")
        self._bind(state)
        index = lib.rbg_handle_choose(state._game._handle, self._pointer, state._buffer,
                                      moves._pointer)
        if not 0 <= index < len(moves):
            failure = lib.rbg_handle_failure(self._pointer)
            raise RbgError("rbg: agent '%s' %s" % (
                self.spec, failure.decode() if failure else "gave no move"))
        return moves[index]


def agent(spec, seconds=0.0, states=0, seed=1):
    """A built-in agent from its string, e.g. rbg.agent("mcts:tree=semisplit", states=10000);
    `seconds` and `states` are its budget per move (0: none; the agent's default when both are
    0)."""
    return Agent(spec, seconds, states, seed)


def match(game, agent_a, agent_b, games=10, seconds=0.0, states=0, seed=1,
          max_length=1000000000):
    """Games between two agents (strings), A first in even games, as `rbg match` plays them:
    returns a dict with the wins, draws and losses of A, its win rate, the 95% interval (None
    when there is none) and the records of the games (the lines of a match file, as dicts)."""
    records = []
    stats = MatchStats()
    for index in range(games):
        error = ctypes.c_void_p()
        line = lib.rbg_handle_match_game(game._handle, agent_a.encode(), agent_b.encode(),
                                         float(seconds), int(states), seed, index, max_length,
                                         ctypes.byref(error))
        if not line:
            _raise(error)
        record = json.loads(take_string(line))
        records.append(record)
        field = {"win": "wins", "draw": "draws", "loss": "losses"}[record["result"]]
        setattr(stats, field, getattr(stats, field) + 1)
    lo, hi = ctypes.c_double(), ctypes.c_double()
    has_interval = lib.rbg_match_stats_ci95(ctypes.byref(stats), ctypes.byref(lo), ctypes.byref(hi))
    return {"game": game.name, "a": agent_a, "b": agent_b, "games": games, "wins": stats.wins,
            "draws": stats.draws, "losses": stats.losses,
            "win_rate": lib.rbg_match_stats_win_rate(ctypes.byref(stats)),
            "ci95": (lo.value, hi.value) if has_interval else None, "records": records}
