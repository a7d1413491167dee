[1, 2].each |$i| { notify { "i${i}": } }
$h = { 'a' => 1 }
$h.each |$k, $v| { notify { "k${k}": message => $v } }
['x', 'y'].each |$idx, $v| { notify { "idx${idx}": message => $v } }
