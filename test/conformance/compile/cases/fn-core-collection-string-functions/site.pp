$h = { 'a' => { 'b' => [10, { 'c' => 'deep' }], 'x.y' => 'dotted' }, 'n' => undef, 1 => 'one' }
$r = [
  $h.get('a.b.0'), $h.get('a.b.1.c'), $h.get('a."x.y"'), $h.get('a.z', 'dflt'), $h.get('n', 'dflt'), $h.get(''), $h.get('1'),
  $h.get('a.b.5') |$err| { 'handled' }, [1, [2, 3]].get('1.0'), $h.dig('a', 'b', 1, 'c'), $h.dig('a', 'zz', 'q'), $h.dig('n'),
  [].empty, {}.empty, ''.empty, undef.empty, [undef].empty, 0.empty, ' '.empty,
  'abc'.length, [1, 2].length, { 'a' => 1 }.length, Integer[1, 4].map |$x| { $x }.length,
  undef.lest || { 'lested' }, 5.then |$x| { $x + 1 }, undef.then |$x| { 'never' }, [1, 2].then |$x| { $x[1] },
  [3, 1, 2].sort, ['b', 'A', 'a'].sort, [3, 1, 2].sort |$a, $b| { compare($b, $a) }, ['b', 'A', 'c'].sort |$a, $b| { compare($a, $b) },
  [1, [2, [3, [4]]]].flatten, [1, 1, '1', 2].unique, { 'a' => 1, 'b' => 1 }.unique, 'aabbc'.unique,
  ['a', 'b', 'c'].join, ['a', ['b', 'c']].join('-'), [1, undef, 'x'].join(','), [true, 1.5].join(' '),
  'a,b,,c,'.split(','), 'a b  c'.split(' '), 'abc'.split(''), 'a1b2c'.split(/\d/), 'a.b'.split('.'), ''.split(','),
  [1, 2, 3].reverse_each.map |$x| { $x }, [1, 2, 3, 4, 5].step(2).map |$x| { $x }, { 'a' => 1 }.reverse_each.map |$x| { $x },
  [1, 2, 3].index |$x| { $x > 1 }, ['a', 'b'].index('b'), { 'k' => 'v' }.index('v'), 'hello'.index('l'),
  [1, 2, 3, 4].partition |$x| { $x % 2 == 0 }, [1, 2, 3].group_by |$x| { $x % 2 }, [1, 2, 3, 4, 5].slice(2).map |$x| { $x },
  { 'a' => 1, 'b' => 2 }.filter |$k, $v| { $v > 1 }, { 'a' => 1, 'b' => 2 }.map |$pair| { $pair[0] }, { 'a' => 1 }.keys, { 'a' => 1 }.values,
  [1, 2, 3].any |$x| { $x > 2 }, [1, 2, 3].all |$x| { $x > 0 }, { 'a' => 1 }.any |$k, $v| { $v == 1 },
  max(1, 2.5), min('b', 'a'), max('10', '9'), min([3, 1]), abs(-3), ceiling(1.2), floor(-1.5), round(2.5), round(-2.5),
  downcase('ÀB'), upcase(['a', 'b']), capitalize('hello world'), camelcase('a_b_c'), chomp("x\r\n"), chop('ab'), strip(' x '), lstrip(' x'), rstrip('x '),
  size('abc'), 'abc'[1, 5], 'abc'[-2, 1], [1, 2, 3][1, -1], [1, 2, 3][5], 'abc'[5], [1, 2, 3][-5, 2],
]
notify { 'r': message => $r }
