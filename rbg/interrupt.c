/* Catching SIGINT and SIGTERM into a flag. */
#include "interrupt.h"

#include <signal.h>
#include <stddef.h>

/* The one piece of global state of rbg: a signal handler can reach nothing else. */
static volatile sig_atomic_t caught;

static void on_signal(int signal)
{
    caught = signal;
}

static void catch_one(int signal)
{
    struct sigaction old;
    if (sigaction(signal, NULL, &old) != 0 || old.sa_handler == SIG_IGN)
        return;
    struct sigaction action = {.sa_handler = on_signal};
    sigemptyset(&action.sa_mask);
    sigaction(signal, &action, NULL);
}

void rbg_interrupt_catch(void)
{
    catch_one(SIGINT);
    catch_one(SIGTERM);
}

int rbg_interrupt_caught(void)
{
    return caught;
}

void rbg_interrupt_default(void)
{
    struct sigaction action = {.sa_handler = SIG_DFL};
    sigemptyset(&action.sa_mask);
    struct sigaction old;
    for (int i = 0; i < 2; i++) {
        int signal = i == 0 ? SIGINT : SIGTERM;
        if (sigaction(signal, NULL, &old) == 0 && old.sa_handler == on_signal)
            sigaction(signal, &action, NULL);
    }
}
