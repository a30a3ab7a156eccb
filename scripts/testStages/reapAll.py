"""Runs a command as the reaper of everything it starts, then writes to descriptor 3 the CPU time
that the command and every process it started spent: `user system`, in seconds.

A process whose parent ends before it (a browser left by a test worker, a server's workers) is
handed to the nearest subreaper: this one, so its time counts too, where bash's `times` and
/usr/bin/time lose it. Processes still running a minute after the command ended are killed: a
stage must stop what it starts."""
import ctypes
import os
import resource
import signal
import subprocess
import sys
import time

PR_SET_CHILD_SUBREAPER = 36


def children():
    """The processes whose parent is this one."""
    for entry in os.listdir('/proc'):
        try:
            with open(f'/proc/{entry}/stat') as stat:
                if int(stat.read().rsplit(')', 1)[1].split()[1]) == os.getpid():
                    yield int(entry)
        except (OSError, ValueError, IndexError):
            pass


ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
status = subprocess.call(sys.argv[1:])
deadline = time.monotonic() + 60
while True:
    try:
        pid, _ = os.waitpid(-1, os.WNOHANG)
    except ChildProcessError:
        break
    if pid == 0:
        if time.monotonic() > deadline:
            for child in children():
                os.kill(child, signal.SIGKILL)
        time.sleep(0.1)
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
os.write(3, f'{usage.ru_utime:.2f} {usage.ru_stime:.2f}\n'.encode())
sys.exit(status if status >= 0 else 128 - status)
