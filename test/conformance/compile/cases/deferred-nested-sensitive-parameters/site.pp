$d1 = Deferred('m::get', ['a'])
$d2 = Deferred('join', [[Deferred('m::get', ['b']), 'lit'], ','])
$d3 = Deferred('$facts', ['os', 'family'])
notify { 'nested': message => { 'a' => [$d1, { 'b' => $d2 }], 'c' => $d3 } }
file { '/s': content => Sensitive(Deferred('m::get', ['s'])) }
notify { 'in-sensitive': message => Sensitive([Deferred('sprintf', ['%s', 'x'])]) }
class c(String $p) { notify { 'p': message => $p } }
class { 'c': p => Deferred('m::get', ['p']) }
define d(Variant[String, Deferred] $v) { notify { "d-${title}": message => $v } }
d { 'x': v => Deferred('upcase', ['y']) }
notify { 'types': message => [$d1 =~ Deferred, type($d1), "${d1}"] }
