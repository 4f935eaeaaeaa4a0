/* The runtime text copied into every generated reasoner (embedded at build time by
 * cmake/embed.cmake): the prelude (allocation, generator, interface, move lists, visited sets,
 * partial moves), the head (search context and helpers, hot loops) and the tail (interface,
 * operation table, the exported entry). */
#ifndef RBGC_TEMPLATES_H
#define RBGC_TEMPLATES_H

extern const char rbgc_template_prelude[];
extern const char rbgc_template_head[];
extern const char rbgc_template_tail[];

#endif
