$h = {"a" => {"b" => [10, 20]}}
$s = "str"
notify { "a": message => "${h["a"]["b"][1]} ${s.upcase} ${h.keys} ${[1,2].map |$x| { $x * 3 }}" }
notify { "b": message => "$h[a] ${s}s \$s \u{1F600} \x41" }
