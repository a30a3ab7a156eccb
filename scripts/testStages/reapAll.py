"""Runs a command at a niceness as the reaper of everything it starts, then writes to descriptor 3
the CPU time that the command and every process it started spent: `user system`, in seconds.
Usage: reapAll.py NICENESS COMMAND...

A process whose parent ends before it (a browser left by a test worker, a server's workers) is
handed to the nearest subreaper: this one, so its time counts too, where bash's `times` and
/usr/bin/time lose it. Processes still running a minute after the command ended are killed: a
stage must stop what it starts.

Niceness: with the kernel's autogroups (Debian's default), a process's own niceness only weighs
against processes of its session, and each session shares the CPU equally with the others. So a
niced stage also nices its session's group, and the group of every session a process it started
opens (Playwright's browsers, detached servers), looking for new ones every second."""
import ctypes
import os
import resource
import signal
import subprocess
import sys
import time

PR_SET_CHILD_SUBREAPER = 36


def processes():
    """(pid, parent pid, session id) of every process."""
    for entry in os.listdir('/proc'):
        try:
            with open(f'/proc/{entry}/stat') as stat:
                fields = stat.read().rsplit(')', 1)[1].split()
            yield int(entry), int(fields[1]), int(fields[3])
        except (OSError, ValueError, IndexError):
            pass


def descendants():
    """(pid, session id) of the processes this one started, and theirs."""
    table = list(processes())
    found, parents = [], {os.getpid()}
    while True:
        new = [(pid, sid) for pid, ppid, sid in table if ppid in parents and pid not in parents]
        if not new:
            return found
        found += new
        parents |= {pid for pid, _ in new}


def nice_sessions(niceness, niced):
    """Nices the autogroup of each descendant's session not niced yet (`niced`: their ids)."""
    for pid, sid in descendants():
        if sid in niced:
            continue
        try:
            with open(f'/proc/{pid}/autogroup', 'w') as group:
                group.write(str(niceness))
            niced.add(sid)
        except OSError:
            pass  # Gone already, or a kernel without autogroups.


niceness = int(sys.argv[1])
ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
niced = set()
if niceness:
    os.nice(niceness)
    try:
        with open('/proc/self/autogroup', 'w') as group:
            group.write(str(niceness))
        niced.add(os.getsid(0))
    except OSError:
        pass
command = subprocess.Popen(sys.argv[2:])
while True:
    try:
        status = command.wait(timeout=1 if niceness else None)
        break
    except subprocess.TimeoutExpired:
        nice_sessions(niceness, niced)
deadline = time.monotonic() + 60
while True:
    try:
        pid, _ = os.waitpid(-1, os.WNOHANG)
    except ChildProcessError:
        break
    if pid == 0:
        if time.monotonic() > deadline:
            for child, parent, _ in processes():
                if parent == os.getpid():
                    try:
                        os.kill(child, signal.SIGKILL)
                    except ProcessLookupError:
                        pass
        time.sleep(0.1)
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
os.write(3, f'{usage.ru_utime:.2f} {usage.ru_stime:.2f}\n'.encode())
sys.exit(status if status >= 0 else 128 - status)
