$r = {a => 1, b => 2}.map |$pair| { "${pair[0]}=${pair[1]}" }
notify { "a": message => $r }
notify { "b": message => {a => 1}.each |$p| { $p } }
notify { "c": message => [[1, 2], [3, 4]].map |$a, $b| { [$a, $b] } }
