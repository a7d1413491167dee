$x = if true { 1 } else { 2 }
$y = case 1 { 1: { "one" } default: { "other" } }
$z = unless false { "u" }
$w = if false { 1 }
notify { "a": message => [$x, $y, $z, $w] }
