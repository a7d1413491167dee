# Deferred values stay unresolved in the catalog: made by Deferred(...), Deferred.new(...) or the
# init hash, alone, inside arrays and hashes, as a hash key, with rich arguments.
$d = Deferred('mysql::password', ['secret'])
$e = Deferred.new('join', [['a', 'b'], ','])
notify { 'plain': message => $d }
file { '/tmp/deferred': content => $e, mode => '0644' }
notify { 'nested': message => [$d, { 'k' => $e }] }
notify { 'rich-arguments': message => Deferred('x', [Sensitive('pw'), { 'a' => 1 }, default, /re/, undef, 1.5]) }
notify { 'no-arguments': message => [Deferred('f'), Deferred('f', undef), Deferred('f', []), Deferred({ 'name' => 'g', 'arguments' => [2] }), Deferred({ 'name' => 'h' })] }
notify { 'variable': message => Deferred('$facts', ['os']) }
notify { 'key': message => { $d => 1 } }
notify { 'sensitive': message => Sensitive(Deferred('e')) }
notify { 'sensitive-inside': message => [Sensitive(Deferred('e'))] }
notify { 'types': message => [$d =~ Deferred, $d =~ Object, $d =~ Any, $d =~ Data, $d =~ Scalar, $d =~ RichData, $d =~ NotUndef, $d =~ Optional[Deferred], $d =~ Variant[String, Deferred], $d =~ Collection, 'x' =~ Deferred] }
notify { 'text': message => ["${d}", String($d), "${[Deferred('a')]}", "${Deferred('x', [Sensitive('pw'), undef, 'q', 1.5, { 'a' => [default] }])}", "${Deferred}"] }
notify { 'equality': message => [$d == Deferred('mysql::password', ['secret']), $d == Deferred('mysql::password', ['SECRET']), Deferred('a', [1]) == Deferred('a', [1.0]), Deferred('a') == Deferred('a', undef), Deferred('a') == Deferred('a', [])] }
notify { 'attributes': message => [$d.name, $d.arguments, Deferred('f').arguments] }
notify { 'type-values': message => [type($d), Deferred] }
notify { 'template': message => inline_template('<%= @d %> <%= @d.to_s %>') }
notify { 'formats': message => [String($d, '%p'), String($d, '%s'), String([$d]), String({ 'k' => $d }, '%p')] }
