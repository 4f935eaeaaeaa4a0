/* What every fuzzing harness of tests/fuzz/ shares: the libFuzzer entry point, implemented once
 * per target (fuzz_frontend.c, fuzz_split.c, fuzz_emit.c, fuzz_moves.c), and a sink for the
 * text the product writes, so that printing is exercised without keeping the output. */
#ifndef RBG_FUZZ_TARGET_H
#define RBG_FUZZ_TARGET_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A stream that discards what is written (memory stays bounded however much is printed). */
static inline FILE *fuzz_sink_open(void)
{
    FILE *sink = fopen("/dev/null", "w");
    if (sink == NULL)
        abort();
    return sink;
}

/* Stops the run: libFuzzer (or the replay driver under the sanitizers) reports it as a crash
 * with the input that caused it. */
#define FUZZ_REQUIRE(condition)                                                                    \
    do {                                                                                           \
        if (!(condition)) {                                                                        \
            fprintf(stderr, "fuzz: %s:%d: requirement failed: %s\n", __FILE__, __LINE__, #condition); \
            abort();                                                                               \
        }                                                                                          \
    } while (0)

#endif
