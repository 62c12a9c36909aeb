// glibc (2.34 and later) has these, but declares them only under _GNU_SOURCE, which Swift's Glibc
// module is built without: declared here with glibc's own signatures.
#include <spawn.h>

// Closes every descriptor from `from` up in the child, after the actions before it: a child then
// holds nothing of its parent's but its standard streams, however many threads open files meanwhile.
int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);

// Changes the child's working directory before it runs.
int posix_spawn_file_actions_addchdir_np(posix_spawn_file_actions_t *actions, const char *path);

// pipe() with flags (O_CLOEXEC): both ends are close-on-exec from the moment they exist.
int pipe2(int descriptors[2], int flags);
