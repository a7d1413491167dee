$a = [
  sprintf('%s', [1, 'a', {'b'=>2}]), sprintf('%p', [1, 'a']), sprintf('%p', {'a'=>[1]}),
  sprintf('%#x', 255), sprintf('%-10s|', 'ab'), sprintf('%.2f', 3), sprintf('%s', 1.0), sprintf('%s', 1.5e10),
  sprintf('%s', 0.1), sprintf('%d', '12'), sprintf('%s', undef), sprintf('%5.1f|', 2.25), sprintf('%05d', -42),
  sprintf('%x', -255), sprintf('%o', 8), sprintf('%e', 12345.678), sprintf('%g', 0.00001234), sprintf('%G', 1e20),
  sprintf('%c', 65), sprintf('%%'), sprintf('%3$s %1$s %2$s', 'a', 'b', 'c'), sprintf('%<a>s-%<b>d', {'a'=>'x','b'=>3}),
  sprintf('%{a}', {'a'=>'y'}), sprintf('%s', true), sprintf('%d', 2.7), sprintf('%f', '1.5'), sprintf('%s %s', 'one', 2),
  sprintf('%b', 10), sprintf('%#b', 10), sprintf('% d', 5), sprintf('%+.1e', 5), sprintf('%10.4s|', 'abcdefg'),
  sprintf('%-+5d|', 3), sprintf('%s', 1e100), sprintf('%s', 123456789012345678), sprintf('%s', -0.0),
  sprintf('%s', 100.0), sprintf('%s', 1e16), sprintf('%s', 1e15), sprintf('%s', 1.0e-5), sprintf('%s', 0.0001),
  sprintf('%s', Integer), sprintf('%s', Sensitive('x')), sprintf('%.3s', 'abcdef'),
  sprintf('%*d', 5, 3), sprintf('%-*d|', 4, 3),
  "${[1.0, 'x']}", "${undef}|",
  String(1e3), String(0.1 + 0.2), String(1/3.0), 10.0 / 4, 7 / 2, -7 / 2, -7 % 3, 7 % -3,
  1.1 * 3, 0.1 * 3, 1e-7 * 1, 100000000000000000.0,
]
notify { 'a': message => $a }
