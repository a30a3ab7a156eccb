# Calls a docs sample's function once per line of stdin ({"token", "remoteip"}), printing each
# result after a marker, so the sample's own output cannot be taken for a result. The entry is a
# method name, or an expression over `token` and `remoteip` for a call of another shape.
require "json"

path, entry, stand_in = ARGV
require stand_in if stand_in && !stand_in.empty?
load path
$stdout.sync = true

def call_sample(entry, token, remoteip)
  return send(entry, token, remoteip) unless entry.include?("(")

  eval(entry) # rubocop:disable Security/Eval -- the entry comes from the docs' own code block
end

$stdin.each_line do |line|
  test_case = JSON.parse(line)
  outcome =
    begin
      { "result" => call_sample(entry, test_case["token"], test_case["remoteip"]) }
    rescue Exception => e # rubocop:disable Lint/RescueException -- a crash is a finding
      { "error" => "#{e.class}: #{e.message}" }
    end
  puts "@@result #{JSON.generate(outcome)}"
end
