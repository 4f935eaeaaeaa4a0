#!/usr/bin/env bash
# The whole test suite: a Release build, then a second build under AddressSanitizer and
# UndefinedBehaviorSanitizer; exits non-zero when any test fails.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc 2>/dev/null || echo 2)

echo "== Release build and tests"
scripts/setup.sh build -DCMAKE_BUILD_TYPE=Release
(cd build && ctest --output-on-failure -j "$jobs")

echo "== AddressSanitizer + UndefinedBehaviorSanitizer build and tests"
scripts/setup.sh build-asan -DCMAKE_BUILD_TYPE=Debug -DRBG_SANITIZE=ON -DRBG_TEST_CACHE="$PWD/build/rbg-cache"
(cd build-asan && ASAN_OPTIONS=detect_leaks=1 ctest --output-on-failure -j "$jobs")

echo "All tests passed."
