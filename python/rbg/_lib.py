"""Finding librbg and declaring the functions of rbg_handle.h that the package calls (ctypes)."""
import ctypes
import ctypes.util
import os

_HERE = os.path.dirname(os.path.abspath(__file__))


class Action(ctypes.Structure):
    _fields_ = [("cell", ctypes.c_int32), ("index", ctypes.c_int32)]


class PlayoutStats(ctypes.Structure):
    _fields_ = [("moves", ctypes.c_uint64), ("states", ctypes.c_uint64),
                ("generated", ctypes.c_uint64), ("generations", ctypes.c_uint64),
                ("hit_limit", ctypes.c_bool), ("exact", ctypes.c_bool)]


class MatchStats(ctypes.Structure):
    _fields_ = [("wins", ctypes.c_uint64), ("draws", ctypes.c_uint64),
                ("losses", ctypes.c_uint64)]


def _candidates():
    """Where librbg may be: $RBG_LIBRARY, next to an installed package, a build tree."""
    if os.environ.get("RBG_LIBRARY"):
        yield os.environ["RBG_LIBRARY"]
        return
    try:
        from . import _installed  # written by cmake --install
        yield os.path.normpath(os.path.join(_HERE, _installed.LIBRARY))
    except ImportError:
        pass
    yield os.path.normpath(os.path.join(_HERE, "..", "..", "build", "lib", "librbg.so"))
    found = ctypes.util.find_library("rbg")
    if found:
        yield found


def _open():
    tried = []
    for path in _candidates():
        try:
            return ctypes.CDLL(path)
        except OSError as error:
            tried.append(str(error))
    raise ImportError("rbg: cannot find librbg (set RBG_LIBRARY to its file): " +
                      "; ".join(tried))


lib = _open()

_P = ctypes.c_void_p
_ERR = ctypes.POINTER(ctypes.c_void_p)
_SIGNATURES = {
    "rbg_library_version": (ctypes.c_char_p, []),
    "rbg_handle_load": (_P, [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, _ERR]),
    "rbg_handle_free": (None, [_P]),
    "rbg_handle_name": (ctypes.c_char_p, [_P]),
    "rbg_handle_backend": (ctypes.c_char_p, [_P]),
    "rbg_handle_split": (ctypes.c_char_p, [_P]),
    "rbg_handle_players": (ctypes.c_int, [_P]),
    "rbg_handle_player_name": (ctypes.c_char_p, [_P, ctypes.c_int]),
    "rbg_handle_state_size": (ctypes.c_size_t, [_P]),
    "rbg_handle_initial": (None, [_P, _P]),
    "rbg_handle_player": (ctypes.c_int, [_P, _P]),
    "rbg_handle_is_nodal": (ctypes.c_bool, [_P, _P]),
    "rbg_handle_score": (ctypes.c_int64, [_P, _P, ctypes.c_int]),
    "rbg_handle_legal": (_P, [_P, _P, ctypes.c_bool]),
    "rbg_handle_moves_free": (None, [_P]),
    "rbg_handle_moves_count": (ctypes.c_uint32, [_P]),
    "rbg_handle_move": (ctypes.c_uint32, [_P, ctypes.c_uint32, ctypes.POINTER(Action),
                                          ctypes.c_uint32]),
    "rbg_handle_apply": (ctypes.c_bool, [_P, _P, _P, ctypes.c_uint32, ctypes.c_bool]),
    "rbg_handle_perft": (ctypes.c_uint64, [_P, _P, ctypes.c_int]),
    "rbg_handle_bench": (ctypes.c_uint64, [_P, _P, ctypes.c_double, ctypes.c_uint64,
                                           ctypes.c_uint64, ctypes.POINTER(PlayoutStats)]),
    "rbg_handle_agent": (_P, [_P, ctypes.c_char_p, ctypes.c_uint64, ctypes.c_double,
                              ctypes.c_uint64, _ERR]),
    "rbg_handle_choose": (ctypes.c_int64, [_P, _P, _P, _P]),
    "rbg_handle_agent_free": (None, [_P, _P]),
    "rbg_handle_observe": (None, [_P, ctypes.POINTER(Action), ctypes.c_uint32]),
    "rbg_handle_failure": (ctypes.c_char_p, [_P]),
    "rbg_handle_match_game": (_P, [_P, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_double,
                                   ctypes.c_uint64, ctypes.c_uint64, ctypes.c_uint64,
                                   ctypes.c_uint64, _ERR]),
    "rbg_handle_cell_name": (ctypes.c_char_p, [_P, ctypes.c_int]),
    "rbg_handle_texts": (_P, [_P, _P, _P]),
    "rbg_handle_texts_free": (None, [_P]),
    "rbg_handle_text": (ctypes.c_char_p, [_P, ctypes.c_uint32]),
    "rbg_notation_find": (ctypes.c_int64, [_P, _P, ctypes.c_char_p, ctypes.c_char_p,
                                           ctypes.c_size_t]),
    "rbg_moves_find": (ctypes.c_int64, [_P, ctypes.POINTER(Action), ctypes.c_uint32]),
    "rbg_match_stats_win_rate": (ctypes.c_double, [ctypes.POINTER(MatchStats)]),
    "rbg_match_stats_ci95": (ctypes.c_bool, [ctypes.POINTER(MatchStats),
                                             ctypes.POINTER(ctypes.c_double),
                                             ctypes.POINTER(ctypes.c_double)]),
}
for _name, (_result, _arguments) in _SIGNATURES.items():
    _function = getattr(lib, _name)
    _function.restype = _result
    _function.argtypes = _arguments

_libc = ctypes.CDLL(None)
_libc.free.argtypes = [_P]
_libc.free.restype = None


def take_string(pointer):
    """The text of a malloc'd C string, which is freed."""
    text = ctypes.string_at(pointer).decode()
    _libc.free(pointer)
    return text
