  $list = ['b', 'a', 'c']
  $h = {'x' => 1, 'y' => 2}
  $f = false
  $u = undef
  $n = 5
