$h = {'a' => 1, 'b' => 2, 'c' => 3}
$r1 = $h.map |$k, $v| { if $k == 'b' { next("skip") } "${k}=${v}" }
$r2 = $h.reduce(0) |$m, $kv| { if $kv[0] == 'c' { break() } $m + $kv[1] }
$r3 = [1,2,3,4].reduce |$m, $x| { if $x == 3 { next($m) } $m + $x }
$r4 = Integer[1,5].map |$x| { if $x == 4 { break() } $x * 2 }
$r5 = 3.step(2).map |$x| { $x }
$r6 = [1,2,3].reverse_each.map |$x| { if $x == 2 { next() } $x }
$r7 = with(1) |$x| { if $x == 1 { next(7) } 8 }
$r8 = [1,2,3].filter |$x| { next($x != 2) }
$r9 = [[1,2],[3,4]].map |$a, $b| { [$a, $b] }
$r10 = $h.filter |$kv| { $kv[1] > 1 }
$r11 = $h.each |$k, $v| { if $v == 2 { break() } }
$r12 = [1,2,3].each |$x| { }
$r13 = [3,1,2].map |$i, $x| { "${i}:${x}" }
function fr($x) { [1,2,3].each |$y| { if $y == $x { return("found ${y}") } } 'none' }
$r14 = [fr(2), fr(9)]
$r15 = 5.map |$x| { $x }
$r16 = 'abc'.map |$c| { $c }
$r17 = {'x'=>1}.map |$kv| { $kv }
$r18 = [1,2,3,4,5].filter |$x| { if $x == 2 { next(true) } if $x == 4 { break() } false }
$r19 = $h.map |$kv| { if $kv[0] == 'a' { next() } $kv[1] }
$r20 = [1,2].map |$x| { [3,4].map |$y| { if $y == 4 { break() } $x * $y } }
$r21 = $h.reduce |$m, $kv| { [$m, $kv] }
$r22 = [1,2,3].each |$i, $x| { if $i == 1 { next() } notify { "each-${i}-${x}": } }
$r23 = Integer[2,4].each |$x| { notify { "it-${x}": } }
$r24 = 10.reverse_each.filter |$x| { $x % 3 == 0 }
$r25 = 4.step(1).map |$x| { $x }
notify { 'r': message => [$r1,$r2,$r3,$r4,$r5,$r6,$r7,$r8,$r9,$r10,$r11,$r12,$r13,$r14,$r15,$r16,$r17,$r18,$r19,$r20,$r21,$r24,$r25] }
notify { 'r22': message => $r22 }
notify { 'r23': message => $r23 }
