/* Ctrl-C (SIGINT) and SIGTERM during a match: caught, so that the match can stop starting games,
 * end the ones running and say how to resume, instead of dying mid-sentence. */
#ifndef RBG_INTERRUPT_H
#define RBG_INTERRUPT_H

/* Catches SIGINT and SIGTERM from now on, except a signal ignored when rbg started (a command
 * started in the background by a shell keeps ignoring Ctrl-C). */
void rbg_interrupt_catch(void);

/* The signal caught since rbg_interrupt_catch, or 0. */
int rbg_interrupt_caught(void);

/* In a child process: the default actions again, so that Ctrl-C ends it at once. */
void rbg_interrupt_default(void);

#endif
