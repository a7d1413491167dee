class t(
  $servers = ['a.example', 'b.example'],
  $opts = { 'max' => 10, 'min' => 1, 'name' => 'x y', 'flag' => true, 'none' => undef },
  $port = 8080,
  $ratio = 0.5,
  $enabled = false,
  $empty = '',
  $nothing = undef,
  $nested = { 'b' => { 'c' => [1, 2] }, 'a' => 'z' },
) {
  file { '/t1': content => template('t/t1.erb') }
  file { '/t2': content => template('t/t2.erb') }
}
