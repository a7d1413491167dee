define d($x = "${title}-x", $n = $name) { notify { "d-${title}": message => [$x, $n, $name] } }
d { "one": } d { "two": name => "renamed" }
