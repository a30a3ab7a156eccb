<?php
// Calls a docs sample's function once per line of stdin ({"token", "remoteip"}), printing each
// result after a marker, so the sample's own output cannot be taken for a result.
[, $path, $entry] = $argv;
require $path;

while (($line = fgets(STDIN)) !== false) {
    $case = json_decode($line, true);
    try {
        $outcome = ['result' => $entry($case['token'], $case['remoteip'])];
    } catch (Throwable $error) {
        $outcome = ['error' => get_class($error) . ': ' . $error->getMessage()];
    }
    echo '@@result ', json_encode($outcome), PHP_EOL;
    flush();
}
