  $list = ['b', 'a']
  $h = {'x' => 1}
  $n = 5
  $s = 'abc'
