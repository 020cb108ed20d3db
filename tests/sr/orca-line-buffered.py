"""
Starts Debian's Orca with its debug file written line by line (Orca opens
it block-buffered, so what it said would reach the file only at exit).
Usage: python3 orca-line-buffered.py DEBUG_FILE [orca arguments...]
"""
import builtins
import runpy
import sys

target = sys.argv[1]
_open = builtins.open


def line_buffered(file, mode="r", *args, **kwargs):
    if file == target and "w" in mode:
        kwargs["buffering"] = 1
    return _open(file, mode, *args, **kwargs)


builtins.open = line_buffered
sys.argv = ["/usr/bin/orca", "--debug-file", target, *sys.argv[2:]]
runpy.run_path("/usr/bin/orca", run_name="__main__")
