$a = [1,2,3,4,5].map |$x| { if $x == 2 { next(20) } $x }
$b = [1,2,3,4,5].filter |$x| { if $x == 4 { break() } $x > 1 }
notify { "a": message => $a }
notify { "b": message => $b }
[1,2,3].each |$x| { if $x == 2 { break() } notify { "e${x}": } }
