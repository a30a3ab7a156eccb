# Calls a docs sample's function once per line of stdin ({"token", "remoteip"}), printing each
# result after a marker, so the sample's own output cannot be taken for a result.
import importlib.util
import json
import sys

path, entry = sys.argv[1], sys.argv[2]
# A stand-in of the framework the sample is written for, run first (Django's settings, say).
if len(sys.argv) > 3 and sys.argv[3]:
    exec(compile(open(sys.argv[3]).read(), sys.argv[3], "exec"), {"__name__": "stand_in"})
spec = importlib.util.spec_from_file_location("sample", path)
sample = importlib.util.module_from_spec(spec)
spec.loader.exec_module(sample)
call = getattr(sample, entry)

for line in sys.stdin:
    case = json.loads(line)
    try:
        outcome = {"result": call(case["token"], case["remoteip"])}
    except Exception as error:  # a crash is a finding, reported as such
        outcome = {"error": repr(error)}
    print("@@result " + json.dumps(outcome), flush=True)
