class t(
  $list = 'a, b ,c',
  $maybe = undef,
  $one = 'solo',
  $arr = ['x', 'y'],
  $num = '42',
  $secret = Sensitive('pw'),
  $h = { 'z' => 1, 'a' => { 'n' => 2 } },
  $floats = [1.0, 0.1, 1e20, 1e16, 1e15, 100.0, 1.5e-5, 0.0001, -0.0, 2.5e-4, 123456789.0],
) {
  file { '/t': content => template('t/t.erb') }
}
