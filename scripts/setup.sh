#!/usr/bin/env bash
# Shared set-up for the README's commands: installs what is missing (as root through apt-get;
# otherwise prints the command to run) and builds the project into the given directory.
#   scripts/setup.sh BUILD_DIR [CMAKE_OPTIONS...]
# RBG_BUILD_TARGETS="rbg rbgc" builds only those targets (default: everything, the tests too).
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(gcc make cmake re2c bison check pkg-config nettle-dev python3 libmicrohttpd-dev
          libjansson-dev)
# The web page's tests: curl, and a real browser driven from node (skipped where absent).
BROWSER_PACKAGES=(curl chromium nodejs npm)

missing=()
command -v cc >/dev/null 2>&1 || missing+=(gcc)
command -v make >/dev/null 2>&1 || missing+=(make)
command -v cmake >/dev/null 2>&1 || missing+=(cmake)
command -v re2c >/dev/null 2>&1 || missing+=(re2c)
command -v bison >/dev/null 2>&1 || missing+=(bison)
command -v python3 >/dev/null 2>&1 || missing+=(python3) # the Python package's tests
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
# Optional, for scripts/reproduce.sh: its plots, and the cluster engines its tests run shards on
# (installed as root, as CI runs; otherwise those tests are skipped and say why).
optional=()
command -v gnuplot >/dev/null 2>&1 || optional+=(gnuplot-nox)
command -v parallel >/dev/null 2>&1 || optional+=(parallel)
command -v sbatch >/dev/null 2>&1 || optional+=(slurm-wlm)
[ -x /usr/sbin/munged ] || optional+=(munge)
if ! pkg-config --exists check 2>/dev/null; then missing+=(check); fi
if ! pkg-config --exists nettle 2>/dev/null; then missing+=(nettle-dev); fi
# rbg serve (the web page) and its tests: a real browser driven from node.
if ! pkg-config --exists libmicrohttpd 2>/dev/null; then missing+=(libmicrohttpd-dev); fi
if ! pkg-config --exists jansson 2>/dev/null; then missing+=(libjansson-dev); fi
browser_missing=()
command -v curl >/dev/null 2>&1 || browser_missing+=(curl)
command -v chromium >/dev/null 2>&1 || browser_missing+=(chromium)
command -v npm >/dev/null 2>&1 || browser_missing+=(nodejs npm)
# The fuzzing build (-DRBG_FUZZ=ON) needs clang and its libFuzzer.
for option in "$@"; do
    if [ "$option" = "-DRBG_FUZZ=ON" ]; then
        PACKAGES+=(clang)
        command -v clang >/dev/null 2>&1 || missing+=(clang)
        export CC=${CC:-clang}
    fi
done

# Root installs the browser test's packages with the others; anyone else runs without that test.
if [ ${#browser_missing[@]} -gt 0 ]; then
    if [ "$(id -u)" -eq 0 ]; then
        missing+=("${browser_missing[@]}")
    else
        echo "Note: the web page's browser test is skipped without ${browser_missing[*]}" \
             "(sudo apt-get install -y ${BROWSER_PACKAGES[*]})" >&2
    fi
fi

if [ ${#optional[@]} -gt 0 ] && [ "$(id -u)" -eq 0 ]; then
    echo "Installing packages of scripts/reproduce.sh: ${optional[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq "${optional[@]}" >/dev/null
fi

if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" -eq 0 ]; then
        echo "Installing missing packages: ${missing[*]}"
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq
        # Only what is missing: reinstalling present packages can conflict with the machine's
        # own (a Node.js from another repository conflicts with Debian's npm).
        apt-get install -y -qq "${missing[@]}" >/dev/null
    else
        echo "Missing: ${missing[*]}. Install them with:" >&2
        echo "  sudo apt-get install -y ${PACKAGES[*]}" >&2
        exit 1
    fi
fi

# puppeteer-core drives the system's chromium (no browser is downloaded).
if command -v npm >/dev/null 2>&1 && [ ! -d tests/browser/node_modules/puppeteer-core ]; then
    (cd tests/browser && PUPPETEER_SKIP_DOWNLOAD=1 npm install --no-audit --no-fund --silent) ||
        echo "Note: npm could not install puppeteer-core; the browser test will be skipped" >&2
fi

build_dir=$1
shift
jobs=$(nproc 2>/dev/null || echo 2)
cmake -S . -B "$build_dir" "$@" >/dev/null
read -r -a targets <<<"${RBG_BUILD_TARGETS:-}"
cmake --build "$build_dir" -j "$jobs" ${targets[@]+--target "${targets[@]}"}
