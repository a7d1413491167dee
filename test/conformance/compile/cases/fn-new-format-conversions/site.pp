$a = [
  String(255, '%x'), String(255, '%#x'), String(255, '%#o'), String(255, '%b'), String(255, '%#B'),
  String(3.14159, '%.2f'), String(3.0, '%g'), String(1e20, '%e'), String(12, '%5d'), String(12, '%-5d'),
  String(12, '%+d'), String('abc', '%5s'), String('abc', '%-5s'), String('abc', '%p'), String('abc', '%.2s'),
  String([1,'a'], '%p'), String([1,'a'], '%s'), String({'a'=>1}, '%p'), String({'a'=>1}, '%s'),
  String(true, '%y'), String(false, '%Y'), String(true, '%t'), String(true, '%T'), String(true, '%d'),
  String(undef, '%s'), String(undef, '%p'), String(undef, '%d'), String([1,2], '%(a'), String([1,2], '%[a'),
  String({'a'=>1,'b'=>2}, '%{h'), String('x', '%u'), String('Abc', '%C'), String('abc', '%c'),
  String(1.5, '%d'), String(1.5, '%s'), String(100, '%e'), String(1, '%.3f'),
  String([1,[2,3]], { Array => { format => '%(a', separator => ';' } }),
  String({'k'=>'v'}, { Hash => { format => '%{h', separator => ' ', separator2 => ':' } }),
  String('q', '%#p'), String(/re/, '%s'), String(/re/, '%p'), String(Integer, '%s'),
]
$b = [
  Integer('0x1F'), Integer('0b101'), Integer('017'), Integer('17', 8),
  Integer(3.9), Integer(-3.9), Integer(true),
  Float('1.5'), Float('1e3'), Float(3), Float('0x10'),
  Boolean('yes'), Boolean('No'), Boolean('TRUE'), Boolean(0), Boolean(1.0), Boolean('n'),
  Array({'a'=>1}), Array('abc', true), Array(undef, true), Array([1], true), Array(1, true),
  Hash([1,2,3,4]), Hash([[1,2],[3,4]]), Hash({'a'=>1}),
  Numeric('12'), Numeric('1.5'), Numeric(true),
  Array(Integer[1,3]), Tuple([1,2]),
]
notify { 'a': message => $a }
notify { 'b': message => $b }
