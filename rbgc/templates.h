/* The runtime text copied into every generated reasoner (embedded at build time by
 * cmake/embed.cmake): the head, written between the game's state type and its code, holds only
 * types and prototypes (the interface's types, the visited sets and partial moves, the search
 * context, the helpers the game's code calls); the tail, written after the game's code and its
 * divider, holds every function body: those the head declares (the parts of the runtime's
 * headers marked "after the game's code"), move lists, the helpers, the hot loops, the
 * interface, the operation table, the exported entry. */
#ifndef RBGC_TEMPLATES_H
#define RBGC_TEMPLATES_H

extern const char rbgc_template_head[];
extern const char rbgc_template_tail[];

#endif
