/*
 * Runs inside the bubblewrap sandbox, between the sandbox's init and the submission: sets the rlimits, starts the
 * submission in its own process group, kills everything in the sandbox at the wall-clock limit or when the
 * submission ends, and reports on fd 3 what wait4 measured (CPU time, peak resident memory, how it ended).
 * Usage: supervisor CPU_MS WALL_MS AS_BYTES NPROC NOFILE FSIZE_BYTES STACK_BYTES -- PROGRAM ARGS...
 */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long long now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

static void limit(int resource, unsigned long long value) {
  struct rlimit r = {value, value};
  if (setrlimit(resource, &r) != 0) _exit(126);
}

int main(int argc, char **argv) {
  if (argc < 10 || strcmp(argv[8], "--") != 0) return 125;
  long long cpu_ms = atoll(argv[1]), wall_ms = atoll(argv[2]);
  unsigned long long as = strtoull(argv[3], 0, 10), nproc = strtoull(argv[4], 0, 10);
  unsigned long long nofile = strtoull(argv[5], 0, 10), fsize = strtoull(argv[6], 0, 10);
  unsigned long long stack = strtoull(argv[7], 0, 10);
  FILE *report = fdopen(3, "w");
  if (!report) return 124;
  signal(SIGPIPE, SIG_IGN);

  long long started = now_ms();
  pid_t child = fork();
  if (child < 0) return 123;
  if (child == 0) {
    fclose(report);
    setpgid(0, 0);
    signal(SIGPIPE, SIG_DFL);
    /* RLIMIT_CPU in whole seconds, a second past the limit: the measured CPU time decides the verdict. */
    limit(RLIMIT_CPU, (unsigned long long)(cpu_ms / 1000 + 1));
    if (as) limit(RLIMIT_AS, as);
    limit(RLIMIT_STACK, stack);
    limit(RLIMIT_NPROC, nproc);
    limit(RLIMIT_NOFILE, nofile);
    limit(RLIMIT_FSIZE, fsize);
    limit(RLIMIT_CORE, 0);
    execv(argv[9], argv + 9);
    _exit(127);
  }

  int status = 0, wall_exceeded = 0;
  struct rusage usage;
  memset(&usage, 0, sizeof usage);
  for (;;) {
    pid_t done = wait4(child, &status, WNOHANG, &usage);
    if (done == child) break;
    if (done < 0 && errno != EINTR) break;
    if (!wall_exceeded && now_ms() - started > wall_ms) {
      wall_exceeded = 1;
      kill(-child, SIGKILL);
      kill(child, SIGKILL);
    }
    usleep(1000);
  }
  long long wall = now_ms() - started;
  /* Whatever the submission left behind (forked children, other process groups) dies with it. */
  kill(-1, SIGKILL);

  long long cpu = (long long)usage.ru_utime.tv_sec * 1000 + usage.ru_utime.tv_usec / 1000 +
                  (long long)usage.ru_stime.tv_sec * 1000 + usage.ru_stime.tv_usec / 1000;
  fprintf(report, "exit=%d signal=%d cpu_ms=%lld wall_ms=%lld maxrss_kb=%ld wall_exceeded=%d\n",
          WIFEXITED(status) ? WEXITSTATUS(status) : -1, WIFSIGNALED(status) ? WTERMSIG(status) : 0, cpu, wall,
          usage.ru_maxrss, wall_exceeded);
  fclose(report);
  return 0;
}
