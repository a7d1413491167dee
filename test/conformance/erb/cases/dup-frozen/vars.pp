  $list = ['a', 'b']
  $h = {'a' => 1}
  $s = 'str'
  $r = /x/
