#!/usr/bin/env bash
# The whole test suite: a Release build, then a second build under AddressSanitizer and
# UndefinedBehaviorSanitizer, then short runs of the fuzzers when clang has libFuzzer; exits
# non-zero when any test fails.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc 2>/dev/null || echo 2)

echo "== Release build and tests"
scripts/setup.sh build -DCMAKE_BUILD_TYPE=Release
(cd build && ctest --output-on-failure -j "$jobs")

echo "== AddressSanitizer + UndefinedBehaviorSanitizer build and tests"
scripts/setup.sh build-asan -DCMAKE_BUILD_TYPE=Debug -DRBG_SANITIZE=ON -DRBG_TEST_CACHE="$PWD/build/rbg-cache"
(cd build-asan && ASAN_OPTIONS=detect_leaks=1 ctest --output-on-failure -j "$jobs")

echo "== Short fuzzing runs (libFuzzer; tests/fuzz/)"
# Where clang can link libFuzzer, or as root (setup.sh then installs clang).
fuzz_probe=$(mktemp -d)
echo 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n) { return (int)(d && n) * 0; }' \
    > "$fuzz_probe/probe.c"
if [ "$(id -u)" -eq 0 ] ||
   clang -fsanitize=fuzzer "$fuzz_probe/probe.c" -o "$fuzz_probe/probe" >/dev/null 2>&1; then
    rm -rf "$fuzz_probe"
    scripts/setup.sh build-fuzz -DCMAKE_BUILD_TYPE=Debug -DRBG_FUZZ=ON
    (cd build-fuzz && ctest --output-on-failure)
else
    rm -rf "$fuzz_probe"
    echo "Skipped: no clang with libFuzzer (sudo apt-get install -y clang libclang-rt-14-dev)."
fi

echo "All tests passed."
