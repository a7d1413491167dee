$r = [1, 2, 3, 4].map |$i| { $i } 
notify { "a": message => [1,2,3].reduce |$m, $v| { $m + $v } }
$f = with(1, 2, 3) |$first, *$rest| { [$first, $rest] }
notify { "b": message => $f }
