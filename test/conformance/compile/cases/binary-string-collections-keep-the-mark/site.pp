# What a function or operator picks out of a collection is the very value: a binary String in it stays binary
# (keys, values, dig, get, sort, values_at, each), and type() of one writes its value as a Binary.
$h = pw_hash('secret', 'SHA-512', 'salt')
$s = shell_split('a b')
$m = { $h => $h, 'k' => [$h], 'n' => { 'x' => $h } }
notify { 'type': message => [type($h), type($h, 'generalized'), type([$h]), type($s)] }
notify { 'type-s': message => String(type($h)) }
notify { 'keys': message => keys($m) }
notify { 'values': message => values($m) }
notify { 'dig': message => dig($m, 'n', 'x') }
notify { 'dig-method': message => $m.dig('k', 0) }
notify { 'index': message => $m['n']['x'] }
notify { 'get': message => get($m, 'n.x') }
notify { 'first': message => $s[0] }
notify { 'flatten': message => flatten([[$h]]) }
notify { 'unique': message => unique([$h, $h]) }
notify { 'sort': message => sort([$h, 'a']) }
notify { 'map': message => [$h].map |$x| { $x } }
notify { 'filter': message => $m.filter |$k, $v| { $k == 'k' } }
notify { 'reverse': message => reverse_each([$h]).map |$x| { $x } }
notify { 'hash-merge': message => $m + { 'z' => $h } }
notify { 'values-at': message => values_at([$h, 'b'], 0) }
notify { 'member': message => [$h, 'b'][0, 1] }
notify { 'struct-type': message => String(type({ $h => 1 })) }
notify { 'keys-after-set': message => [keys({ 'p' => 1 } + { $h => 2 }), keys({ $h => 1 } + { 'q' => 2 }), keys({ $h => 1 } - 'x')] }
notify { 'each-key': message => $m.map |$k, $v| { $k } }
