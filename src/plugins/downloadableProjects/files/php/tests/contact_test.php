<?php
// The project's test (php tests/contact_test.php): serves the project with
// PHP's built-in server on a free port and the test keys, whatever .env holds,
// and posts the contact form where index.html's form posts. It passes when
// Bramble verifies the test token. BRAMBLE_API_BASE points the server at
// another Bramble API, such as a stand-in in CI: the test then serves a copy
// of contact.php whose siteverify URL starts with it.
declare(strict_types=1);

const TEST_SITE_KEY = '10000000-0000-4000-8000-000000000001';
const TEST_SECRET_KEY = '0x1000000000000000000000000000000000000001';
const TEST_TOKEN = '10000000-aaaa-4000-8000-000000000001';
const BRAMBLE = 'https://api.bramble.example';

$apiBase = rtrim(getenv('BRAMBLE_API_BASE') ?: BRAMBLE, '/');
$dir = sys_get_temp_dir() . '/bramble-php-test-' . bin2hex(random_bytes(6));
mkdir($dir);
$code = file_get_contents(dirname(__DIR__) . '/contact.php');
file_put_contents("$dir/contact.php", str_replace(BRAMBLE, $apiBase, $code));
copy(dirname(__DIR__) . '/index.html', "$dir/index.html");

$probe = stream_socket_server('tcp://127.0.0.1:0');
$address = stream_socket_get_name($probe, false);
fclose($probe);
$port = (int) substr($address, strrpos($address, ':') + 1);

$env = getenv();
$env['BRAMBLE_SITE_KEY'] = TEST_SITE_KEY;
$env['BRAMBLE_SECRET_KEY'] = TEST_SECRET_KEY;
$log = "$dir.log";
$server = proc_open(
    [PHP_BINARY, '-d', 'display_errors=stderr', '-S', "127.0.0.1:$port", '-t', $dir],
    [0 => ['pipe', 'r'], 1 => ['file', $log, 'w'], 2 => ['file', $log, 'a']],
    $pipes,
    $dir,
    $env
);

function cleanUp(): void
{
    global $server, $dir, $log;
    proc_terminate($server);
    proc_close($server);
    @unlink("$dir/contact.php");
    @unlink("$dir/index.html");
    @rmdir($dir);
    @unlink($log);
}

/** Where index.html's form posts, as a browser resolves it from http://127.0.0.1:$port/. */
function formAction(string $page): string
{
    if (!preg_match('/<form\b[^>]*\baction="([^"]*)"/i', $page, $match)) {
        return '/';
    }
    $action = html_entity_decode($match[1]);
    return str_starts_with($action, '/') ? $action : '/' . $action;
}

/** Posts the form URL-encoded where the page's form posts, as a browser does; returns [status, body]. */
function sendForm(int $port, array $fields): array
{
    $context = stream_context_create(['http' => [
        'method' => 'POST',
        'header' => 'Content-Type: application/x-www-form-urlencoded',
        'content' => http_build_query($fields),
        'ignore_errors' => true,
        'timeout' => 10,
    ]]);
    $action = formAction((string) file_get_contents("http://127.0.0.1:$port/"));
    $body = file_get_contents("http://127.0.0.1:$port$action", false, $context);
    preg_match('/^HTTP\/\S+ (\d{3})/', $http_response_header[0] ?? '', $status);
    return [(int) ($status[1] ?? 0), (string) $body];
}

$deadline = microtime(true) + 30;
while (!($socket = @fsockopen('127.0.0.1', $port, $errno, $errstr, 0.2))) {
    if (microtime(true) > $deadline) {
        fwrite(STDERR, "The server did not start:\n" . @file_get_contents($log));
        cleanUp();
        exit(1);
    }
    usleep(100000);
}
fclose($socket);

$cases = [
    'a form with a token Bramble verifies is accepted' => [
        ['email' => 'ada@example.com', 'message' => 'Hello', 'bramble-response' => TEST_TOKEN],
        200,
    ],
    'a form without a token is refused' => [['email' => 'ada@example.com', 'message' => 'Hello'], 403],
];
$failed = 0;
foreach ($cases as $name => [$fields, $expected]) {
    [$status, $body] = sendForm($port, $fields);
    if (str_contains($body, '<form')) {
        // The built-in server answers a path it does not know with index.html: nothing was verified.
        $failed++;
        echo "not ok - $name: the form's action answered with the page itself, not contact.php\n";
    } elseif ($status === $expected) {
        echo "ok - $name\n";
    } else {
        $failed++;
        echo "not ok - $name: HTTP $status, expected $expected\n$body\n";
    }
}
if ($failed > 0) {
    echo "Server log:\n" . file_get_contents($log);
}
cleanUp();
exit($failed > 0 ? 1 : 0);
