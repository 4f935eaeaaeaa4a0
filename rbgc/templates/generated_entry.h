/* The end of every generated reasoner: its one exported symbol (after generated_tail.h and
 * runtime/reasoner_ops.h). */

/* The one symbol a generated reasoner exports. */
__attribute__((visibility("default"))) rbg_reasoner *rbg_generated_reasoner(void)
{
    rbg_reasoner *r = rbg_checked_calloc(1, sizeof *r);
    r->info = &G_INFO;
    r->state_size = sizeof(gstate);
    r->backend = "compiled";
    rbg_set_operations(r);
    return r;
}
