/* Fuzz target 3, the emitter: a game that loads is lowered to tables and its C reasoner is
 * generated (rbgc_emit_c, as `rbgc compile --emit-c` does), into a sink: the C is not compiled. */
#include "emit_c.h"
#include "fuzz_target.h"
#include "pipeline.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *text = (const char *)data;
    rbgc_diags *diags = rbgc_diags_new("fuzz.rbg", text, size);
    rbg_program *program = rbgc_compile_text(text, size, RBGC_NO_SPLIT, "fuzz", diags);
    if (program != NULL) {
        FILE *sink = fuzz_sink_open();
        FUZZ_REQUIRE(rbgc_emit_c(program, sink));
        fclose(sink);
        rbg_program_free(program);
    }
    rbgc_diags_free(diags);
    return 0;
}
