case "abc-123" {
  /^(\w+)-(\d+)$/: { notify { "m": message => "${1}:${2}:${0}" } }
  default: { notify { "n": } }
}
notify { "after-case": message => "[$1]" }
$m = "pre7" =~ /pre(\d)/
if "x9" =~ /x(\d)/ { notify { "i": message => $1 } }
notify { "after-if": message => "[$1]" }
unless "y" =~ /(z)/ { notify { "u": message => "[$1]" } }
$s = "q5" ? { /q(\d)/ => $1, default => "none" }
notify { "sel": message => "${s}/${1}" }
[1].each |$x| { if "w3" =~ /w(\d)/ { notify { "lambda": message => $1 } } }
notify { "end": message => "[$1]" }
