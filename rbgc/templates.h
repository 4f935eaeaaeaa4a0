/* The runtime text copied into every generated reasoner (embedded at build time by
 * cmake/embed.cmake): the head, written between the game's state type and its code (the
 * interface's types, the visited sets and partial moves, the search context and the
 * declarations of the helpers the game's code calls), and the tail, written after the game's
 * code and its divider (move lists, those helpers, the hot loops, the interface, the operation
 * table, the exported entry). */
#ifndef RBGC_TEMPLATES_H
#define RBGC_TEMPLATES_H

extern const char rbgc_template_head[];
extern const char rbgc_template_tail[];

#endif
