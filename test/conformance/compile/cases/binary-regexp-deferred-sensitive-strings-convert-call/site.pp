function site::twice($x) { $x * 2 }
$b = Binary('aGVsbG8=')
$r = [
  String($b), String($b, '%s'), String($b, '%B'), String($b, '%u'), String($b, '%p'), String($b, '%b'), String(Binary('hi', '%s'), '%s'), $b.length, Binary([104, 105]),
  "${b}", Binary('hello', '%r'), String(Binary('aGk=', '%B')),
  Regexp('a.b'), 'aXb' =~ Regexp('a.b'), String(/x\/y/, '%p'), "${/ab+/}", 'ABC' =~ /(?i)b/, 'abc'.match(/(b)(c)/), ['ab', 'cd'].match(/(\w)d/), 'x'.match(/y/),
  "${Deferred('join', [['a'], ','])}", "${Sensitive('s')}", [Sensitive('x')].join(','), Sensitive('a') == Sensitive('a'), unwrap('plain'), Sensitive('q').unwrap |$v| { "got ${v}" },
  '10'.convert_to(Integer, 8), [[1, 2]].convert_to(Hash), 'true'.convert_to(Boolean), 5.convert_to(String, '%03d'), [1, 2].convert_to(String),
  call('site::twice', 4), call('upcase', 'x'),
]
notify { 'r': message => $r }
